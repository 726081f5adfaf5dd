import { ApiRequestError, apiRequest } from "./api-client";
import { clearSession, confirmSession, getSession, isPublicUser, markSessionUnconfirmed } from "./session";

/** Backoff (docs/product.md#limits-and-timings): exponential from 1 s, capped at 30 s. */
const RESTORE_RETRY_FIRST_MS = 1000;
const RESTORE_RETRY_MAX_MS = 30_000;

const retryNowListeners = new Set<() => void>();

/** A "Try again" button: check the stored token now instead of at the next backoff step. */
export function retrySessionCheckNow() {
  for (const listener of retryNowListeners) listener();
}

/**
 * docs/product.md#accounts: a stored session counts only once GET /api/auth/me accepts its token.
 * - 200 with a user: confirmed (signed in, with the server's copy of the user).
 * - 401: the token is dead; the session and both storage pairs are cleared.
 * - Anything else (no connection, 5xx, an answer without a user): storage is kept, the session stays
 *   "restoring" but is marked unconfirmed, and the check repeats with backoff, at once when the
 *   browser comes back online or the person asks (retrySessionCheckNow).
 * Returns a function that stops the checks (the token changed, or the app unmounted).
 */
export function watchRestoredSession(token: string): () => void {
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const stillRestoring = () => {
    const session = getSession();
    return !stopped && session.status === "restoring" && session.token === token;
  };

  async function check() {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    let user: unknown;
    let failure: unknown;
    try {
      user = (await apiRequest<{ user?: unknown } | undefined>("GET", "/api/auth/me", undefined, controller.signal))
        ?.user;
    } catch (err) {
      failure = err;
    }
    if (controller.signal.aborted || !stillRestoring()) return;
    inFlight = undefined;
    if (!failure && isPublicUser(user)) return confirmSession(token, user);
    if (failure instanceof ApiRequestError && failure.status === 401) return clearSession();
    markSessionUnconfirmed(token);
    timer = setTimeout(() => void check(), Math.min(RESTORE_RETRY_FIRST_MS * 2 ** failures, RESTORE_RETRY_MAX_MS));
    failures += 1;
  }

  function checkNow() {
    if (!stillRestoring()) return;
    failures = 0;
    void check();
  }

  window.addEventListener("online", checkNow);
  retryNowListeners.add(checkNow);
  void check();

  return () => {
    stopped = true;
    clearTimeout(timer);
    inFlight?.abort();
    window.removeEventListener("online", checkNow);
    retryNowListeners.delete(checkNow);
  };
}
