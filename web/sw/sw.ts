/// <reference lib="webworker" />
// The service worker (docs/decisions/0029-offline.md). Built by vite-plugin-pwa's injectManifest into dist/web/sw.js.
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from "workbox-strategies";
import {
  isAppNavigation,
  OFFLINE_CACHES,
  OFFLINE_LIMITS,
  OFFLINE_PAGE,
  offlineKindOf,
  requestMayBeStored,
  responseMayBeStored,
  type OfflineKind,
} from "../src/lib/offline-rules";
import { linkTarget, openNotificationLink, readPushPayload } from "../src/lib/push-notification";
import { byteCapPlugin } from "./byte-cap-plugin";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const origin = self.location.origin;

// The shell: the entry script and styles, the offline page, the icons (web/src/lib/offline-rules.ts, APP_FILE).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes over open tabs, so the pages opened in this visit are kept too. A later version waits
// until the person taps "Update available" (SKIP_WAITING below).
clientsClaim();

/** Keeps nothing private: a request with credentials, or an answer marked no-store or private, is never stored. */
const onlyPublic = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
    requestMayBeStored(request) && responseMayBeStored(response) ? response : null,
};

const expiry = (maxEntries: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: OFFLINE_LIMITS.maxAgeSeconds, purgeOnQuotaError: true });

// Network first everywhere but photos: online, people always see fresh pages and prices; the copy is for offline.
const strategies: Record<OfflineKind, Strategy> = {
  pages: new NetworkFirst({
    cacheName: OFFLINE_CACHES.pages,
    // A page's HTML varies by the language cookie and Accept-Language only in whether an English address sends a
    // Hindi reader to /hi (a redirect, never stored here); the stored 200 is the same page for anyone.
    matchOptions: { ignoreVary: true },
    plugins: [onlyPublic, expiry(OFFLINE_LIMITS.pages.maxEntries)],
  }),
  api: new NetworkFirst({
    cacheName: OFFLINE_CACHES.api,
    // Only a visitor's copy is ever stored (Vary: Authorization). Offline, a signed-in person's read of the same
    // public listing may use it: it holds nothing of theirs.
    matchOptions: { ignoreVary: true },
    plugins: [onlyPublic, expiry(OFFLINE_LIMITS.api.maxEntries)],
  }),
  // A listing photo's URL never changes content (random key, served immutable).
  images: new CacheFirst({
    cacheName: OFFLINE_CACHES.images,
    plugins: [
      onlyPublic,
      expiry(OFFLINE_LIMITS.images.maxEntries),
      byteCapPlugin(OFFLINE_CACHES.images, OFFLINE_LIMITS.images.maxBytes),
    ],
  }),
  // Hashed file names: a name is one content forever.
  assets: new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [onlyPublic, expiry(OFFLINE_LIMITS.assets.maxEntries)],
  }),
};

const kindOf = (request: Request, url: URL) =>
  request.method === "GET" ? offlineKindOf(url, origin, request.mode === "navigate") : undefined;

for (const kind of Object.keys(strategies) as OfflineKind[])
  registerRoute(({ request, url }) => kindOf(request, url) === kind, strategies[kind]);

// Private pages (dashboard, checkout, admin, sign-in…) and pages not public: the network only, never a cache.
registerRoute(({ request, url }) => request.mode === "navigate" && isAppNavigation(url, origin), new NetworkOnly());

// No network and no saved copy: a page gets the offline page, anything else fails as it would without us.
setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

type PageMessage = { type: "SKIP_WAITING" } | { type: "KEEP_URLS"; urls: string[] };

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === "SKIP_WAITING") void self.skipWaiting();
  // The page this worker was installed from loaded before the worker ran: keep it now, by the same rules.
  if (message?.type === "KEEP_URLS" && Array.isArray(message.urls))
    event.waitUntil(keep(message.urls.slice(0, 60), event));
});

async function keep(urls: string[], event: ExtendableMessageEvent) {
  await Promise.allSettled(
    urls.map((href, i) => {
      const url = new URL(href, origin);
      // The first URL is the page itself; the rest are what it loaded.
      const kind = offlineKindOf(url, origin, i === 0);
      if (!kind) return undefined;
      return strategies[kind].handle({ request: new Request(url, { credentials: "same-origin" }), event });
    }),
  );
}

// Web Push (docs/providers/web-push.md#the-service-worker): show the notification, then tell the server it arrived
// (its delivery moves to "delivered"). A receipt that fails is not retried: the delivery stays "sent".
self.addEventListener("push", (event: PushEvent) => {
  const payload = readPushPayload(event.data?.text());
  if (!payload) return;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body,
        icon: payload.icon,
        tag: payload.deliveryId,
        data: { link: payload.link },
      }),
      fetch("/api/push/receipts", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ deliveryId: payload.deliveryId }),
      }).catch(() => undefined),
    ]),
  );
});

self.addEventListener("notificationclick", (event: NotificationEvent) => {
  event.notification.close();
  const target = linkTarget((event.notification.data as { link?: unknown } | null)?.link, origin);
  event.waitUntil(openNotificationLink(self.clients, target));
});
