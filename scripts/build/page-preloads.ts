import { createHash } from "node:crypto";
import type { Plugin } from "vite";

/** Written into the entry where the table's address goes (web/src/app/page-preloads.ts), replaced once it is known. */
const PAGE_PRELOADS_PLACEHOLDER = "__DOBARA_PAGE_PRELOADS__";

interface ChunkLike {
  type: "chunk" | "asset";
  fileName: string;
  imports?: string[];
  facadeModuleId?: string | null;
  isEntry?: boolean;
  viteMetadata?: { importedCss: Set<string> };
  code?: string;
}

/**
 * For every page module (as web/src/app/pages.ts names it: "src/features/..."), the chunks it imports statically,
 * directly or not, that the entry has not loaded already: what the router fetches beside the page's own chunk.
 */
export function pagePreloadTable(bundle: Record<string, ChunkLike>, webRoot: string, alwaysLoaded: RegExp) {
  const graph = new Map<string, string[]>();
  for (const out of Object.values(bundle)) if (out.type === "chunk") graph.set(out.fileName, out.imports ?? []);
  const closure = (file: string, into = new Set<string>()) => {
    for (const dep of graph.get(file) ?? [])
      if (!into.has(dep)) {
        into.add(dep);
        closure(dep, into);
      }
    return into;
  };
  // The entry and what it imports are loaded before any page: never in a page's list.
  const loaded = new Set<string>();
  for (const out of Object.values(bundle))
    if (out.type === "chunk" && out.isEntry) closure(out.fileName, loaded).add(out.fileName);
  const table: Record<string, string[]> = {};
  const pageFiles = new Set<string>();
  /** What a chunk has loaded before it runs: itself and its static imports, at any depth. */
  const loadedBefore = (file: string) => closure(file, new Set([file]));
  for (const out of Object.values(bundle)) {
    const id = out.facadeModuleId?.replaceAll("\\", "/");
    if (out.type !== "chunk" || !id?.startsWith(`${webRoot}/src/features/`) || !id.endsWith("-page.tsx")) continue;
    const deps = [...closure(out.fileName)].filter((file) => !loaded.has(file) && !alwaysLoaded.test(file));
    // Styles a page needs must come with it: vite's own lists load them, this table does not.
    if ([out.fileName, ...deps].some((file) => (bundle[file]?.viteMetadata?.importedCss.size ?? 0) > 0))
      throw new Error(`page-preloads: ${id} loads styles of its own; give the page its list back`);
    table[id.slice(webRoot.length + 1)] = deps.sort();
    pageFiles.add(out.fileName);
  }
  return { table, pageFiles, loadedBefore };
}

/**
 * The lists of what each page needs beside its own chunk leave the entry (decision 0028): there they travelled with
 * every first visit, about 2 KB gzip, though a person who never leaves the first page needs none of them. They go to
 * `assets/page-preloads-<hash>.json`, which the app fetches once the first page is up (web/src/app/page-preloads.ts);
 * from then on a page's chunks are fetched side by side, as before. `resolveDependencies` gives vite an empty list for
 * a page imported from the app's code; every other list (the islands', the lazy parts') leaves out what the chunk
 * asking has loaded itself, and the HTML's stays whole.
 */
export function pagePreloads(webRoot: string, alwaysLoaded: RegExp) {
  let pageFiles = new Set<string>();
  let loadedBefore: (file: string) => Set<string> = () => new Set();
  const plugin: Plugin = {
    name: "dobara:page-preloads",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle: {
      // Before vite writes the lists (it asks resolveDependencies then): which chunks are pages.
      order: "pre",
      handler(_options, bundle) {
        ({ pageFiles, loadedBefore } = pagePreloadTable(bundle as Record<string, ChunkLike>, webRoot, alwaysLoaded));
      },
    },
  };
  const finish: Plugin = {
    name: "dobara:page-preloads-table",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const { table } = pagePreloadTable(bundle as Record<string, ChunkLike>, webRoot, alwaysLoaded);
        const source = JSON.stringify(table);
        const fileName = `assets/page-preloads-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.json`;
        let named = 0;
        for (const out of Object.values(bundle))
          if (out.type === "chunk" && out.code.includes(PAGE_PRELOADS_PLACEHOLDER)) {
            out.code = out.code.replaceAll(PAGE_PRELOADS_PLACEHOLDER, `/${fileName}`);
            named++;
          }
        if (!named) this.error("page-preloads: no chunk names the table (web/src/app/page-preloads.ts)");
        this.emitFile({ type: "asset", fileName, source });
      },
    },
  };
  // A list never names what the chunk asking has itself loaded: it cannot run before them.
  const resolveDependencies = (
    file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: "html" | "js" },
  ) => {
    if (hostType === "html") return deps;
    if (pageFiles.has(file)) return [];
    const host = loadedBefore(hostId);
    return deps.filter((dep) => !alwaysLoaded.test(dep) && !host.has(dep));
  };
  return { plugins: [plugin, finish], resolveDependencies };
}
