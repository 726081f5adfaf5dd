import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  imports?: string[];
}

/** The page modules whose first load the budget covers, as the server preloads them (web/src/ssr/pages.ts). */
export const FIRST_LOAD_PAGES = {
  home: "src/features/home/home-page.tsx",
  browse: "src/features/browse/browse-page.tsx",
  product: "src/features/listings/product-page.tsx",
} as const;

/**
 * First-load JavaScript from the built files: the entry, the page's chunk, and every chunk either imports statically
 * (what the HTML's module preloads name and the browser fetches before the page can run), each gzip-compressed. The
 * same in both languages: a rendered page's words travel in its HTML (decision 0046), not in a script.
 */
export function firstLoadJavaScript(webRoot: string, pageModule: string) {
  const manifest = JSON.parse(readFileSync(path.join(webRoot, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    Chunk
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit("index.html");
  visit(pageModule);
  const files = [...seen].map((key) => {
    const file = manifest[key]!.file;
    return { file, gzip: gzipSync(readFileSync(path.join(webRoot, file)), { level: 6 }).length };
  });
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

if (process.argv[1]?.endsWith("first-load.ts")) {
  const root = process.argv[2] ?? "dist/web";
  for (const [label, mod] of Object.entries(FIRST_LOAD_PAGES)) {
    const { files, total } = firstLoadJavaScript(root, mod);
    console.log(`${`${label} (en, hi)`.padEnd(16)} ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`);
    if (process.env.VERBOSE)
      for (const f of files.sort((a, b) => b.gzip - a.gzip))
        console.log(`   ${(f.gzip / 1024).toFixed(1).padStart(6)} ${f.file}`);
  }
}
