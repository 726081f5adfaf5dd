import { Writable } from "node:stream";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { App } from "@web/app/app";
import { setApiTransport } from "@web/lib/api-client";
import { sendableState } from "./dehydrated";
import { preparePage } from "./pages";
import { languageOfPath, withoutLanguage } from "@contract/language";
import { loadMessages, type PageWords } from "@web/i18n/i18n";
import { MessagesUsed } from "@web/i18n/feature-messages";

export { DEHYDRATED_STATE_ID } from "./dehydrated";
export { PAGE_WORDS_ID } from "@web/i18n/i18n";

/** A rendered public page: the markup for #root, its status, extra head tags, and the query data for hydration. */
export interface RenderedPage {
  status: number;
  module: string;
  head: string[];
  html: string;
  /** TanStack Query's dehydrated state as JSON, already safe inside a script element. */
  state: string;
  /** The words the page shows, in its language (PageWords as JSON, safe inside a script element; decision 0046). */
  words: string;
}

const RENDER_TIMEOUT_MS = 10_000;

/**
 * Decision 0028: the server (server/lib/web-app.ts) loads this bundle and calls `renderPage` for every page request.
 * `api` answers API paths in-process with no cookie or token: the page is what a signed-out visitor sees.
 */
export function setApi(api: (path: string, init: RequestInit) => Promise<Response>) {
  setApiTransport(api);
}

export async function renderPage(
  url: string,
  opts: { isWebRoute: boolean; publicUrl: string },
): Promise<RenderedPage | undefined> {
  const [pathname = "/", search = ""] = url.split(/\?(.*)/s);
  // A cache per request: one visitor's page never sees another's queries. No retries: the page is rendered once, a
  // "not found" included (the browser keeps it too: see hydrateSentState).
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
  });
  // Decision 0046: /hi/... is the same page in Hindi.
  const language = languageOfPath(pathname);
  const page = await preparePage(client, withoutLanguage(pathname), search, opts);
  if (!page) return undefined;
  const messages = await loadMessages(language);
  const used = new Map<string, Readonly<Record<string, string>>>();
  const html = await renderToString(
    <StrictMode>
      <MessagesUsed value={used}>
        <App client={client} ssrPath={pathname} ssrSearch={search} language={language} messages={messages} />
      </MessagesUsed>
    </StrictMode>,
  );
  const words: PageWords = { shell: messages.messages, features: Object.fromEntries(used) };
  const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status !== "pending" });
  return {
    ...page,
    html,
    state: safeJson(sendableState(state)),
    words: safeJson(words),
  };
}

const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * React's streaming renderer, read to the end: the page is sent once everything (the lazy page chunk included) has
 * rendered, so a visitor without JavaScript and a crawler get the whole page, not fallbacks.
 */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // Never split a finished boundary out into a later chunk and an inline script that moves it in place: the
      // content policy forbids inline scripts, and without JavaScript it would stay hidden.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    setTimeout(() => {
      if (!failed) stream.abort(new Error("server rendering timed out"));
    }, RENDER_TIMEOUT_MS).unref();
  });
}
