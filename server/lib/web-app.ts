import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isWebRoute } from "@contract/web-routes";
import { projectPath } from "./paths";
import { PAGE_NOT_FOUND, type PageMeta, withShareMeta } from "./share-meta";

const YEAR = 365 * 24 * 3600;

/**
 * Hashed assets never change; the service worker and the manifest must be re-read at once when a new version ships
 * (the worker decides when a phone sees "Update available"); other files (icons, the offline page) may wait an hour.
 */
function cacheControlFor(relativePath: string) {
  const file = relativePath.split(path.sep).join("/");
  if (file.startsWith("assets/")) return `public, max-age=${YEAR}, immutable`;
  if (file === "sw.js" || file === "manifest.webmanifest") return "no-cache";
  return "public, max-age=3600";
}

/**
 * Serves the built React app: hashed assets cached for a year, HTML never cached. The app's pages answer 200;
 * any other path answers 404, still with the app, which shows its Not Found page (crawlers see a real 404).
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { shareMetaFor?: (pathname: string) => Promise<PageMeta>; webRoot?: string } = {},
) {
  const webRoot = opts.webRoot ?? projectPath("dist/web");
  const indexFile = path.join(webRoot, "index.html");
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Our own Cache-Control below; the plugin's default (max-age=0) would override it.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader("Cache-Control", cacheControlFor(path.relative(webRoot, filePath)));
      },
    });
  }
  // Read once: the built HTML changes only with a new build, which restarts the server.
  const indexHtml = built ? readFileSync(indexFile, "utf8") : undefined;

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
    // Product pages carry their own preview tags, because messaging apps read the HTML and never run the app.
    // A page about someone or something that does not exist is a 404 too (crawlers drop it).
    const meta = isWebRoute(pathname) ? await opts.shareMetaFor?.(pathname).catch(() => undefined) : undefined;
    return reply
      .status(isWebRoute(pathname) && meta !== PAGE_NOT_FOUND ? 200 : 404)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(meta && meta !== PAGE_NOT_FOUND ? withShareMeta(indexHtml, meta) : indexHtml);
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(apiNotFound(request.method, request.url)));
}
