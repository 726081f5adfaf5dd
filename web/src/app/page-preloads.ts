/**
 * Where each page's list of chunks is (scripts/build/page-preloads.ts writes the address in at build time): the
 * lists are not in the entry, which every first visit downloads, but in a file fetched once the first page is up.
 */
const TABLE_URL = "__DOBARA_PAGE_PRELOADS__";

type Table = Record<string, string[]>;
let table: Promise<Table> | undefined;
const asked = new Set<string>();

/** Fetches the table once; a failure leaves pages to load step by step. */
function fetchPagePreloads(): Promise<Table> {
  if (import.meta.env.DEV || typeof document === "undefined") return Promise.resolve({});
  table ??= fetch(TABLE_URL)
    .then((res) => (res.ok ? (res.json() as Promise<Table>) : {}))
    .catch(() => ({}));
  return table;
}

/**
 * Starts fetching the chunks `module` (as web/src/app/pages.ts names it) imports, beside its own chunk, so the
 * browser does not discover them one level at a time. Before the table has arrived the page still loads, only
 * step by step.
 */
export function preloadPage(module: string) {
  void fetchPagePreloads().then((pages) => {
    for (const file of pages[module] ?? []) {
      if (asked.has(file)) continue;
      asked.add(file);
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = `/${file}`;
      document.head.append(link);
    }
  });
}

/** After the first page has loaded and the browser is idle: the table is for the pages after it. */
export function fetchPagePreloadsLater() {
  const fetchWhenIdle = () =>
    window.requestIdleCallback?.(() => void fetchPagePreloads(), { timeout: 5000 }) ??
    window.setTimeout(() => void fetchPagePreloads(), 1000);
  if (document.readyState === "complete") fetchWhenIdle();
  else window.addEventListener("load", fetchWhenIdle, { once: true });
}
