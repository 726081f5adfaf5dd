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
    hydrateSentState(queryClient, document.getElementById(DEHYDRATED_STATE_ID));
    // The page's code is preloaded by the HTML; once it has run, hydration goes through in one pass.
    const preload = SERVER_RENDERED_PAGES[root.dataset.page ?? ""]?.preload() ?? Promise.resolve();
    // In a transition, hydration yields to the browser every few milliseconds: the page paints (its photo is the
    // LCP) and answers taps meanwhile, instead of one long task on a slow phone.
    void preload.catch(() => undefined).then(() => startTransition(() => void hydrateRoot(root, app)));
  } else createRoot(root).render(app);
}
