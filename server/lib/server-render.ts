import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { deferredScriptsOf } from "./boot-script";
import { criticalStylesOf } from "./critical-css";

/** The server-render bundle's surface (web/src/ssr/entry-server.tsx, built by `vite build --ssr` into dist/ssr). */
interface RenderBundle {
  DEHYDRATED_STATE_ID: string;
  PAGE_WORDS_ID: string;
  setApi(api: (path: string, init: RequestInit) => Promise<Response>): void;
  renderPage(
    url: string,
    opts: { isWebRoute: boolean; publicUrl: string },
  ): Promise<
    { status: number; module: string; head: string[]; html: string; state: string; words: string } | undefined
  >;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

interface ServerRenderedPage {
  status: number;
  /** The whole document: the built index.html with the page's markup, head tags, preloads and query data. */
  html: string;
}

/** Loads the render bundle and the client build's manifest; undefined when either is missing (say, a test's fake build). */
export async function loadServerRenderer(
  app: FastifyInstance,
  opts: { entry: string; webRoot: string; publicUrl: string },
) {
  const manifestFile = path.join(opts.webRoot, ".vite", "manifest.json");
  if (!existsSync(opts.entry) || !existsSync(manifestFile)) return undefined;
  const bundle = (await import(pathToFileURL(opts.entry).href)) as RenderBundle;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  bundle.setApi(inProcessApi(app));
  const entryChunks = chunksOf(manifest, "index.html");
  const inlineStyles = stylesInliner(opts.webRoot);

  return async function render(url: string, template: string, isWebRoute: boolean) {
    const page = await bundle.renderPage(url, { isWebRoute, publicUrl: opts.publicUrl });
    if (!page) return undefined;
    // The page's own chunks beside the entry's (which index.html already names), so hydration does not wait for them.
    const pageChunks = [...chunksOf(manifest, page.module)]
      .filter((key) => !entryChunks.has(key))
      .map((key) => `/${manifest[key]!.file}`);
    const { hoisted, body } = takeHoisted(page.html);
    const title = hoisted.find((tag) => tag.startsWith("<title>"));
    // The page's priority images (its LCP) are asked for before the styles, so they start first.
    const images = hoisted.filter((tag) => tag.startsWith('<link rel="preload" as="image"'));
    const headTags = [...hoisted.filter((tag) => tag !== title && !images.includes(tag)), ...page.head];
    const scripts = deferredScriptsOf(template);
    let html = (await inlineStyles(scripts?.template ?? template, body)).replace(
      "</head>",
      () => `    ${headTags.join("\n    ")}\n  </head>`,
    );
    if (images.length) html = html.replace('<link rel="icon"', () => `${images.join("\n    ")}\n    <link rel="icon"`);
    if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
    html = html.replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-page="${page.module}">${body}</div>\n    <script type="application/json" id="${bundle.DEHYDRATED_STATE_ID}">${page.state}</script>` +
        `\n    <script type="application/json" id="${bundle.PAGE_WORDS_ID}">${page.words}</script>` +
        (scripts ? `\n    ${scripts.bootTag(pageChunks)}` : ""),
    );
    return { status: page.status, html } satisfies ServerRenderedPage;
  };
}

/**
 * A rendered page carries inline the part of the app's stylesheet it uses (server/lib/critical-css.ts, about 6 KB
 * gzip) instead of linking the sheet: on a slow phone network the separate request held the first paint back by a
 * round trip, and the whole sheet inline (15 KB gzip) made the HTML outgrow the first round trip. The whole sheet
 * follows as `media="print"`, which the browser fetches at low priority without holding the paint; the app applies
 * it once it starts (web/src/app/mount.tsx), for what hydration and later pages show. The shell of a private page
 * links the sheet as it is.
 */
function stylesInliner(webRoot: string) {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
  // Per sheet, looked up once: its critical-styles finder, or null when the file is missing (a test's fake build).
  const bySheet = new Map<string, ReturnType<typeof criticalStylesOf> | null>();
  return async (template: string, body: string) => {
    const match = link.exec(template);
    if (!match) return template;
    const [tag, file] = match as unknown as [string, string];
    if (!bySheet.has(file))
      bySheet.set(file, existsSync(path.join(webRoot, file)) ? criticalStylesOf(webRoot, `/${file}`) : null);
    const critical = bySheet.get(file);
    if (!critical) return template;
    const css = await critical(body).catch(() => "");
    // Kept as a plain link if nothing was found, or if the rules held "</style" (which would end the element early).
    if (!css || css.includes("</style")) return template;
    const rest = tag.replace(">", ' media="print" data-rest-of-styles>');
    return template.replace(tag, () => `<style>${css}</style>\n    ${rest}`);
  };
}

/** The manifest keys a module needs before it runs: itself and its static imports, transitively. */
function chunksOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) chunksOf(manifest, dep, seen);
  return seen;
}

/**
 * Rendering into #root rather than the whole document, React puts what belongs in <head> first in its output (the
 * page's <title>, preloads of its priority images): they move to <head>, where a document's first <title> counts.
 */
function takeHoisted(html: string) {
  const hoisted: string[] = [];
  const tag = /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)/;
  let rest = html;
  for (let m = tag.exec(rest); m; m = tag.exec(rest)) {
    hoisted.push(m[0]);
    rest = rest.slice(m[0].length);
  }
  return { hoisted, body: rest };
}

/**
 * The API as the page's queries call it, answered in-process by Fastify. Only the method and path go in: no cookie,
 * no token, no header of the visitor's, so a rendered page holds only what anyone may see.
 */
function inProcessApi(app: FastifyInstance) {
  return async (url: string, init: RequestInit) => {
    const res = await app.inject({ method: (init.method ?? "GET") as "GET", url });
    return new Response(res.statusCode === 204 ? null : res.payload, {
      status: res.statusCode,
      headers: { "content-type": String(res.headers["content-type"] ?? "application/json") },
    });
  };
}
