import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { queryClient } from "@web/lib/query-client";
import { DEHYDRATED_STATE_ID, hydrateSentState } from "@web/ssr/dehydrated";
import { App } from "./app";
import { SERVER_RENDERED_PAGES } from "./routes";
import { languageOfPath } from "@contract/language";
import { loadMessages, wordsFromPage, type Catalogue } from "@web/i18n/i18n";

/**
 * A public page arrives rendered by the server (decision 0028) with its query data beside it: take over that markup
 * (hydrate). A private page arrives as the empty shell: render it here.
 */
export function mountApp() {
  const root = document.getElementById("root")!;
  // The address says the language (decision 0046). A rendered page brings its words; the shell fetches them.
  const language = languageOfPath(window.location.pathname);
  const sent = root.dataset.page ? wordsFromPage(language) : undefined;
  const messages = sent ? Promise.resolve(sent) : loadMessages(language);
  const app = (loaded: Catalogue) => (
    <StrictMode>
      <App language={language} messages={loaded} />
    </StrictMode>
  );
  // A rendered page names itself (data-page); the shell's #root holds only its <noscript> notice, which is replaced.
  if (root.dataset.page) {
    applyRestOfStyles();
    hydrateSentState(queryClient, document.getElementById(DEHYDRATED_STATE_ID));
    // The page's code is preloaded beside the entry (the boot script); once it has run, hydration goes through in one
    // pass.
    const preload = SERVER_RENDERED_PAGES[root.dataset.page ?? ""]?.preload() ?? Promise.resolve();
    // The server's boot script started this code only once the page's photo was shown (server/lib/boot-script.ts).
    // In a transition, hydration yields to the browser every few milliseconds: it answers taps meanwhile, instead of
    // one long task on a slow phone.
    void Promise.all([messages, preload.catch(() => undefined)]).then(([loaded]) =>
      startTransition(() => void hydrateRoot(root, app(loaded))),
    );
  } else void messages.then((loaded) => createRoot(root).render(app(loaded)));
}

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
