import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isWebRoute } from "@web/app/pages";
import { projectPath } from "./paths";
import { withNoScriptNotice } from "./no-script-notice";
import { loadServerRenderer } from "./server-render";
import { PAGE_NOT_FOUND, type PageMeta, withShareMeta } from "./share-meta";
import { withoutLanguage } from "@contract/language";
import { hindiRedirect, withPageLanguage } from "./page-language";

const YEAR = 365 * 24 * 3600;

/**
/**
 * Hashed assets never change; the service worker and the manifest must be re-read at once when a new version ships
 * (the worker decides when a phone sees "Update available"); other files (icons, the offline page) may wait an hour.
 */
function cacheControlFor(relativePath: string) {
  const file = relativePath.split(path.sep).join("/");
  if (file.startsWith("assets/")) return `public, max-age=${YEAR}, immutable`;
  if (file === "sw.js" || file === "manifest.webmanifest" || file === "manifest-hi.webmanifest") return "no-cache";
  return "public, max-age=3600";
}

/**
 * A public page rendered on the server is the same for everyone: a shared cache may keep it half a minute, a browser
 * asks again each time (prices and availability change). Shells and the rest are never cached.
 */
const PUBLIC_HTML_CACHE = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

/**
 * Serves the built React app: hashed assets cached for a year. Public pages (home, browse, a product, a seller, the
 * policies, not-found) arrive rendered by the server (decision 0028); the others get the app's empty shell. The app's
 * pages answer 200; any other path, an unknown product or seller answers 404 (crawlers see a real 404).
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: {
    shareMetaFor?: (pathname: string) => Promise<PageMeta>;
    webRoot?: string;
    /** The server-render bundle; by default dist/ssr's, beside the default web root. */
    renderEntry?: string;
    publicUrl?: string;
  } = {},
) {
  const webRoot = opts.webRoot ?? projectPath("dist/web");
  const renderEntry = opts.renderEntry ?? (opts.webRoot ? undefined : projectPath("dist/ssr/entry-server.js"));
  const indexFile = path.join(webRoot, "index.html");
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Our own Cache-Control below; the plugin's default (max-age=0) would override it.
      cacheControl: false,
      // The build writes .br and .gz beside each text file (scripts/precompress.mjs, decision 0034): sent as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader("Cache-Control", cacheControlFor(path.relative(webRoot, filePath)));
        // A precompressed copy: the same address answers Brotli, gzip or plain by the request's Accept-Encoding, and a
        // shared cache must know (for a file compressed as it is sent, @fastify/compress says so itself).
        if (/\.(br|gz)$/.test(filePath)) res.setHeader("Vary", "Accept-Encoding");
      },
    });
  }
  // Read once: the built HTML changes only with a new build, which restarts the server.
  const indexHtml = built ? readFileSync(indexFile, "utf8") : undefined;
  const shellHtml = indexHtml && withNoScriptNotice(indexHtml);
  const render =
    built && renderEntry
      ? await loadServerRenderer(app, { entry: renderEntry, webRoot, publicUrl: opts.publicUrl ?? "" })
      : undefined;
  if (built && renderEntry && !render)
    app.log.warn("the server-render bundle is missing: pages are rendered in the browser");

  const apiNotFound = (method: string, url: string) => ({
    message: `No API route ${method} ${url.split("?")[0]}`,
    code: "NOT_FOUND",
  });

  // A catch-all route rather than only a not-found handler, so these answers get compression like any route.
  app.get("/*", async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/"))
      return reply.status(404).send(apiNotFound(request.method, pathname));
    if (!indexHtml)
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    const isPage = isWebRoute(pathname);
    // Decision 0046: the English address follows a choice of Hindi (the cookie, else the browser's languages).
    const toHindi = isPage ? hindiRedirect(request.url, request.headers) : undefined;
    if (toHindi)
      return reply.header("Vary", "Cookie, Accept-Language").header("Cache-Control", "no-cache").redirect(toHindi, 302);
    // Product pages carry their own preview tags, because messaging apps read the HTML and never run the app.
    // A page about someone or something that does not exist is a 404 too (crawlers drop it).
    const meta = isPage ? await opts.shareMetaFor?.(withoutLanguage(pathname)).catch(() => undefined) : undefined;
    const known = isPage && meta !== PAGE_NOT_FOUND;
    const page = await render?.(request.url, indexHtml, known).catch((err: unknown) => {
      // The page still works: the browser renders it, as for a private page.
      request.log.error({ err }, "server rendering failed");
      return undefined;
    });
    const html = withPageLanguage(page?.html ?? shellHtml!, request.url, opts.publicUrl ?? "", !!page && known);
    return (
      reply
        .status(page?.status ?? (known ? 200 : 404))
        .header("Cache-Control", page ? PUBLIC_HTML_CACHE : "no-cache")
        // An English address may instead send a Hindi reader to /hi: a shared cache keeps the two apart.
        .header("Vary", "Cookie, Accept-Language")
        .type("text/html; charset=utf-8")
        .send(meta && meta !== PAGE_NOT_FOUND ? withShareMeta(html, meta) : html)
    );
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(apiNotFound(request.method, request.url)));
}
