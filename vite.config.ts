import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pagePreloads } from "./scripts/build/page-preloads";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Code a page loads only when it is used, but which must work offline from the first visit: the toaster, fetched at a
 * person's first press or key (decision 0033). Its chunk and the chunks it imports, read from the build's manifest.
 */
const OFFLINE_LAZY_MODULES = ["src/components/ui/toaster.tsx"];

function precacheLazyModules(entries: { url: string; revision: string | null; size: number }[]) {
  const manifestFile = r("./dist/web/.vite/manifest.json");
  if (!existsSync(manifestFile)) return { manifest: entries };
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  OFFLINE_LAZY_MODULES.forEach(add);
  const known = new Set(entries.map((e) => e.url));
  // Hashed file names: the name is the revision.
  const extra = [...files].filter((f) => !known.has(f)).map((url) => ({ url, revision: null, size: 0 }));
  return { manifest: [...entries, ...extra] };
}

/** The service worker (docs/decisions/0029-offline.md): our own web/sw/sw.ts, given the list of files to precache. */
const serviceWorker = VitePWA({
  strategies: "injectManifest",
  srcDir: "sw",
  filename: "sw.ts",
  injectRegister: false, // web/src/app/pwa registers it, in production builds only
  manifest: false, // web/public/manifest.webmanifest, linked from index.html
  injectManifest: {
    // The shell: the entry's script and styles, the offline page and the icons. Other chunks are kept as pages use
    // them, and the HTML as each page was served (web/src/lib/offline-rules.ts).
    globPatterns: [
      "assets/index-*.{js,css}",
      "assets/framework-*.js",
      // The entry's own imports: the shell's shared code (the words' runtime, the API client, the loader of later chunks).
      "assets/shell-*.js",
      "offline.html",
      "offline.js",
      "icons/*.png",
      "favicon.svg",
      "manifest.webmanifest",
      "manifest-hi.webmanifest",
    ],
    manifestTransforms: [precacheLazyModules],
  },
});

/**
 * lucide gives each element of an icon a random `key` for React; our builder passes the elements as separate children,
 * which need none (web/src/components/ui/lucide-icon.ts). Six incompressible characters an element, in every icon of
 * every page's first load.
 */
const lucideKeysOff = {
  name: "dobara:lucide-keys-off",
  transform: {
    filter: { id: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
    handler: (code: string) => code.replace(/,\s*key:\s*"[a-z0-9]+"/g, ""),
  },
};

const ALWAYS_LOADED = /^assets\/(framework|rolldown-runtime|shell)-[\w-]+\.js$/;
const preloads = pagePreloads(r("./web"), ALWAYS_LOADED);

export default defineConfig({
  root: r("./web"),
  publicDir: r("./web/public"),
  plugins: [react(), tailwindcss(), serviceWorker, ...preloads.plugins, lucideKeysOff],
  resolve: {
    alias: [
      { find: "@contract", replacement: r("./contract") },
      { find: "@web", replacement: r("./web/src") },
      // lucide's icon modules build their component with our smaller builder (decision 0035).
      { find: /^\.\.\/createLucideIcon\.mjs$/, replacement: r("./web/src/components/ui/lucide-icon.ts") },
      // wouter's fallback for React before 18: React's own hook instead (web/src/lib/react-sync-store.ts).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: r("./web/src/lib/react-sync-store.ts") },
    ],
  },
  build: {
    outDir: r("./dist/web"),
    emptyOutDir: true,
    target: "es2022",
    // Every browser the build targets knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // A later chunk's list of what to fetch beside it leaves out what every page has loaded before it can ask (the
      // framework, the runtime, the words' runtime), and the route table's lists of each page's chunks move to a file
      // fetched after the first page (scripts/build/page-preloads.ts): the lists travel in the entry every first
      // visit downloads. The HTML's own list keeps everything: it is what fetches a first page early.
      resolveDependencies: preloads.resolveDependencies,
    },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React, its DOM, TanStack Query and the router are needed by every page: one file rather than several small
        // ones (decision 0028), so a first visit makes fewer requests and compresses them together.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query)|wouter|regexparam|use-sync-external-store|clsx)[\\/]/,
            },
            // What every page's first screen uses beside the framework (the API client, the words' runtime, the product
            // photo and wishlist heart, the icon builder, rupee formatting): one file, not a dozen of a few hundred
            // bytes each, whose import lines and gzip frames cost 1-2 KB of every first load (measured).
            {
              name: "shell",
              test: /web[\\/]src[\\/](lib[\\/](api-client|lazy-part)|i18n[\\/](i18n|feature-messages)|components[\\/](ui[\\/]lucide-icon|wishlist[\\/]wishlist-heart|product[\\/]product-image))|contract[\\/](money-format|media|roles|brand-name)/,
            },
          ],
        },
      },
    },
  },
  // The server renders icons with the same builder as the browser, so the markup hydrates as it is.
  ssr: { noExternal: ["lucide-react"] },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:5000", "/uploads": "http://127.0.0.1:5000" },
  },
});
