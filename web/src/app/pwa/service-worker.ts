/**
 * Registers the service worker (web/sw/sw.ts) in production builds, after the page has loaded so it never competes
 * with the first paint, and tells the page when a new version is waiting ("Update available").
 */
type Listener = () => void;

let applyUpdate: (() => void) | undefined;
const listeners = new Set<Listener>();

export const updateWaiting = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Activates the waiting version; the page reloads once it has taken over. */
  get apply() {
    return applyUpdate;
  },
};

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () => void register().catch((err: unknown) => console.warn("service worker not registered", err));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

async function register() {
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox("/sw.js", { scope: "/" });

  wb.addEventListener("waiting", () => {
    applyUpdate = () => {
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    };
    listeners.forEach((l) => l());
  });

  wb.addEventListener("activated", (event) => {
    if (event.isUpdate) return;
    // First install: this page and what it loaded came before the worker, so hand their addresses over to be kept
    // (the worker applies its own rules: only public pages, public API reads and listing photos).
    const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
    void wb.messageSW({ type: "KEEP_URLS", urls: [window.location.href, ...loaded] }).catch(() => undefined);
  });

  await wb.register();
  // A tab left open for days still hears of a new version when the person comes back to it.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void wb.update().catch(() => undefined);
  });
}
