import { PAGES, pathPattern, type PageEntry } from "../app/pages";

/**
 * What the service worker may keep for offline use (docs/decisions/0029-offline.md). An allow-list: anything not
 * named here goes straight to the network and is never stored. Pure functions, shared by web/sw/sw.ts and its tests.
 */

/** Cache names; the version suffix lets a future worker drop a cache whose shape changed. */
export const OFFLINE_CACHES = {
  pages: "dobara-pages-v1",
  api: "dobara-public-api-v1",
  images: "dobara-listing-images-v1",
  assets: "dobara-app-files-v1",
} as const;

/** Size caps: a cheap phone has little storage, and the newest visits are the ones worth keeping. */
export const OFFLINE_LIMITS = {
  pages: { maxEntries: 30 },
  api: { maxEntries: 80 },
  images: { maxEntries: 60, maxBytes: 12 * 1024 * 1024 },
  assets: { maxEntries: 150 },
  maxAgeSeconds: 14 * 24 * 3600,
} as const;

/** The page that answers a navigation with neither network nor a saved copy. */
export const OFFLINE_PAGE = "/offline.html";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const re = (pattern: string) => new RegExp(`^${pattern}/?$`, "i");

/** The pages web/src/app/pages.ts lets the worker keep, as patterns on a path whose "/" is written "". */
function offlinePages(kinds: string[]) {
  return (PAGES as readonly PageEntry[])
    .filter((page) => page.offline !== undefined && kinds.includes(page.offline))
    .map((page) =>
      page.path === "/" ? re("") : pathPattern(page.path, (name) => (name === "username" ? "[^/]+" : UUID)),
    );
}

/** Public pages whose HTML may be kept: the same for everyone (no session is read when they are served). */
const PUBLIC_PAGES = offlinePages(["general", "viewed"]);

/** Public API reads those pages make. Each also answers `no-store` when a signed-in person asks (server/app.ts). */
const PUBLIC_API_READS = [
  re("/api/products"),
  re(`/api/products/${UUID}`),
  re(`/api/products/${UUID}/(thumbnail|seller)`),
  re("/api/stats"),
  re("/api/sellers/[^/]+"),
  re("/api/sellers/[^/]+/reviews"),
];

/** Listing photos only: bill photos and videos are not for offline browsing (and videos are large). */
const LISTING_IMAGE = /^\/uploads\/img\/[^/]+\/[^/]+\.(webp|jpe?g|png|avif)$/i;

/**
 * The app's hashed scripts and styles. Only the entry is precached: the chunks a person's pages actually used are
 * kept as they load (not the whole app up front, a third of a megabyte on a phone's data plan), and a page saved
 * before an update keeps the chunks it was built with.
 */
const APP_FILE = /^\/assets\/[^/]+\.(js|css)$/;

export type OfflineKind = keyof typeof OFFLINE_CACHES;

/** Which cache a same-origin GET belongs in, or undefined: never stored. */
export function offlineKindOf(url: URL, origin: string, isNavigation: boolean): OfflineKind | undefined {
  if (url.origin !== origin) return undefined;
  const path = url.pathname === "/" ? "" : url.pathname;
  if (isNavigation) return PUBLIC_PAGES.some((p) => p.test(path)) ? "pages" : undefined;
  if (PUBLIC_API_READS.some((p) => p.test(path))) return "api";
  if (LISTING_IMAGE.test(url.pathname)) return "images";
  if (APP_FILE.test(url.pathname)) return "assets";
  return undefined;
}

/** A navigation to one of our pages that is not public: it never comes from a cache, offline it gets the offline page. */
export function isAppNavigation(url: URL, origin: string) {
  return url.origin === origin && !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/uploads/");
}

/** The request side: a request that carries credentials is someone's, whatever its URL. */
export function requestMayBeStored(request: { method: string; headers: { has(name: string): boolean } }) {
  return request.method === "GET" && !request.headers.has("authorization");
}

/** The response side: only a whole, successful answer that the server allows to be stored. */
export function responseMayBeStored(response: {
  status: number;
  type?: string;
  headers: { get(name: string): string | null };
}) {
  if (response.status !== 200 || (response.type !== undefined && response.type === "opaque")) return false;
  const cacheControl = (response.headers.get("cache-control") ?? "").toLowerCase();
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)) return false;
  if ((response.headers.get("vary") ?? "").includes("*")) return false;
  return true;
}

/**
 * Pages the same for everyone that say nothing about who opened them: the home page, browse with no search or filter,
 * the policy pages and contact. Everything else a cache holds (a product, a seller, a search, their data and photos)
 * tells what someone looked at.
 */
const GENERAL_PAGES = offlinePages(["general"]);

/**
 * What sign-out deletes from this phone's caches (decision 0029): on a shared phone the offline page listed what
 * the previous person had looked at. Kept: the app's own files (precache and hashed chunks), the general pages
 * without a query, and the marketplace's figures. Deleted: every other saved page, every other public read (a
 * listing, a search, a seller) and every listing photo.
 */
export function forgottenAtSignOut(cacheName: string, url: URL): boolean {
  if (cacheName === OFFLINE_CACHES.pages) {
    const path = url.pathname === "/" ? "" : url.pathname;
    return url.search !== "" || !GENERAL_PAGES.some((p) => p.test(path));
  }
  if (cacheName === OFFLINE_CACHES.api) return url.pathname !== "/api/stats";
  return cacheName === OFFLINE_CACHES.images;
}
