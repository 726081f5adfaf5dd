import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api-client";

/** The id of the script element that carries a server-rendered page's query data. */
export const DEHYDRATED_STATE_ID = "dobara-query-state";

/** An API error as it travels in the page: the fields ApiRequestError is rebuilt from. */
interface SentError {
  apiError: true;
  status: number;
  message: string;
  code?: string;
}

const isSentError = (value: unknown): value is SentError =>
  typeof value === "object" && value !== null && (value as SentError).apiError === true;

/**
 * A dehydrated state ready for JSON: an API error (a 404 product, a missing seller) becomes plain fields, so the
 * browser shows the same "not found" the server rendered instead of a failed-request screen.
 */
export function sendableState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) =>
      q.state.error instanceof ApiRequestError
        ? {
            ...q,
            state: {
              ...q.state,
              error: {
                apiError: true,
                status: q.state.error.status,
                message: q.state.error.message,
                code: q.state.error.code,
              } satisfies SentError as unknown as Error,
            },
          }
        : q,
    ),
  };
}

/** Puts the server's query data into the browser's cache before hydrating, so no query asks again for it. */
export function hydrateSentState(client: QueryClient, element: HTMLElement | null) {
  if (!element?.textContent) return;
  const state = JSON.parse(element.textContent) as DehydratedState;
  for (const q of state.queries) {
    const error: unknown = q.state.error;
    if (!isSentError(error)) continue;
    (q.state as { error: unknown }).error = new ApiRequestError(error.status, error.message, error.code);
    // The server rendered this answer (a "not found"): show it as it is, as the server did, rather than ask again.
    client.setQueryDefaults(q.queryKey, { retryOnMount: false });
  }
  hydrate(client, state);
}
