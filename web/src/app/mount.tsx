import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { queryClient } from "@web/lib/query-client";
import { DEHYDRATED_STATE_ID, hydrateSentState } from "@web/ssr/dehydrated";
import { App } from "./app";
import { SERVER_RENDERED_PAGES } from "./routes";

/**
 * A public page arrives rendered by the server (decision 0028) with its query data beside it: take over that markup
 * (hydrate). A private page arrives as the empty shell: render it here.
 */
export function mountApp() {
  const root = document.getElementById("root")!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.firstElementChild) {
    applyRestOfStyles();
    hydrateSentState(queryClient, document.getElementById(DEHYDRATED_STATE_ID));
    // The page's code is preloaded by the HTML; once it has run, hydration goes through in one pass.
    const preload = SERVER_RENDERED_PAGES[root.dataset.page ?? ""]?.preload() ?? Promise.resolve();
    // In a transition, hydration yields to the browser every few milliseconds: the page paints (its photo is the
    // LCP) and answers taps meanwhile, instead of one long task on a slow phone.
    void Promise.all([preload.catch(() => undefined), firstPhotoShown(root)]).then(() =>
      startTransition(() => void hydrateRoot(root, app)),
    );
  } else createRoot(root).render(app);
}

/**
 * Hydration starts once the page has been painted with its first photo (the one the server asked for first), waiting
 * at most PHOTO_WAIT_MS for that photo: on a slow phone, hydration's work on the main thread would otherwise hold back
 * the first paint of what the person came to see. A page without such a photo waits for its first paint only.
 */
const PHOTO_WAIT_MS = 1000;

function firstPhotoShown(root: HTMLElement) {
  const photo = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const loaded =
    !photo || photo.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          photo.addEventListener("load", () => resolve(), { once: true });
          photo.addEventListener("error", () => resolve(), { once: true });
          setTimeout(resolve, PHOTO_WAIT_MS);
        });
  return loaded.then(afterNextPaint);
}

/** A frame's callbacks run before it is painted; a task queued from one runs after. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * A rendered page arrives with the styles it uses inline, and the whole sheet as `media="print"` so that it loads at
 * low priority without holding the first paint (server/lib/server-render.ts). What hydration and later pages show
 * needs the rest: it applies as soon as it has loaded.
 */
function applyRestOfStyles() {
  for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-rest-of-styles]")) {
    const apply = () => {
      link.media = "all";
    };
    if (link.sheet) apply();
    else link.addEventListener("load", apply, { once: true });
  }
}
