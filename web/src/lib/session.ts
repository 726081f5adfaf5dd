import { useSyncExternalStore } from "react";
import type { PublicUser } from "@contract/auth";
import { ROLES } from "@contract/roles";
import { BRAND_NAME } from "@contract/brand-name";

/**
 * docs/product.md#accounts: the session is a token plus a user, written under two key pairs (product-prefixed
 * first, then plain `token`/`user`), restored only when both parts are present and parse.
 * "restoring" covers the time between reading storage and the server accepting the token; while the
 * server cannot be asked (no connection, a 5xx) it stays "restoring" with `unconfirmed` set, so
 * guards wait instead of sending the person to /login, and storage is kept.
 */
export type SessionState =
  | { status: "signed-out" }
  | { status: "signed-in"; token: string; user: PublicUser }
  | { status: "restoring"; token: string; user: PublicUser; unconfirmed?: boolean };

const prefix = BRAND_NAME.toLowerCase();
const KEY_PAIRS = [
  { token: `${prefix}_token`, user: `${prefix}_user` },
  { token: "token", user: "user" },
] as const;

const signedOut: SessionState = { status: "signed-out" };
let state: SessionState = readStored();
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode on some browsers): the session lives in memory only
  }
}

/**
 * The first pair holding both parts wins. A stored user that does not parse (in either pair, the
 * prefixed one first) means signed out: no falling back to the other pair, and both pairs are
 * cleared so a half-broken session cannot come back on the next load.
 */
function readStored(): SessionState {
  const store = typeof window === "undefined" ? undefined : storage();
  if (!store) return signedOut;
  for (const keys of KEY_PAIRS) {
    const token = store.getItem(keys.token);
    const rawUser = store.getItem(keys.user);
    if (rawUser === null) continue;
    const user = parseUser(rawUser);
    if (!user) {
      removeStored(store);
      return signedOut;
    }
    if (token) return { status: "restoring", token, user };
  }
  return signedOut;
}

function parseUser(raw: string): PublicUser | undefined {
  try {
    const user: unknown = JSON.parse(raw);
    return isPublicUser(user) ? user : undefined;
  } catch {
    return undefined;
  }
}

function removeStored(store: Storage | undefined) {
  for (const keys of KEY_PAIRS) {
    store?.removeItem(keys.token);
    store?.removeItem(keys.user);
  }
}

/**
 * A hand-written check rather than the contract's zod schema: this runs on every page load, and keeping
 * zod out of the first bundle saves about 24 KB gzip for phones on slow networks.
 */
export function isPublicUser(value: unknown): value is PublicUser {
  if (!value || typeof value !== "object") return false;
  const u = value as Record<string, unknown>;
  const texts = ["id", "fullName", "username", "email", "mobile", "createdAt"] as const;
  return (
    texts.every((k) => typeof u[k] === "string") && typeof u.isVerified === "boolean" && ROLES.some((r) => r === u.role)
  );
}

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function getToken(): string | undefined {
  return state.status === "signed-out" ? undefined : state.token;
}

export function signIn(token: string, user: PublicUser) {
  const store = storage();
  for (const keys of KEY_PAIRS) {
    store?.setItem(keys.token, token);
    store?.setItem(keys.user, JSON.stringify(user));
  }
  publish({ status: "signed-in", token, user });
}

/** The server accepted the restored token; its copy of the user is the current one. */
export function confirmSession(token: string, user: PublicUser) {
  if (state.status === "signed-out" || state.token !== token) return;
  storage()?.setItem(KEY_PAIRS[0].user, JSON.stringify(user));
  storage()?.setItem(KEY_PAIRS[1].user, JSON.stringify(user));
  publish({ status: "signed-in", token, user });
}

/** The signed-in person changed their own name or e-mail: the header and forms show the server's new copy. */
export function updateSessionUser(user: PublicUser) {
  if (state.status === "signed-out" || state.user.id !== user.id) return;
  confirmSession(state.token, user);
}

/** The server could not be asked about the restored token (network, 5xx): keep it, but unconfirmed. */
export function markSessionUnconfirmed(token: string) {
  if (state.status !== "restoring" || state.token !== token || state.unconfirmed) return;
  publish({ ...state, unconfirmed: true });
}

export function clearSession() {
  removeStored(storage());
  if (state.status !== "signed-out") publish(signedOut);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out changes storage; follow it so two tabs never disagree.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== null && !KEY_PAIRS.some((k) => k.token === event.key || k.user === event.key)) return;
    const next = readStored();
    publish(next.status === "signed-out" ? signedOut : { ...next, status: "signed-in" });
  });
}

/**
 * Server-rendered pages are the same for everyone, so they are rendered signed out; while hydrating such a page the
 * browser renders signed out too (React's server snapshot), then at once with the stored session: signed-in parts
 * fill in after hydration instead of breaking it.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => signedOut,
  );
}

/** The header's name: the first word of the full name, or "User". */
export function displayName(user: PublicUser): string {
  return user.fullName.trim().split(/\s+/)[0] || "User";
}

/**
 * The name on the header's account button, which has about 100 px on a phone: a first name, or "Admin" for an
 * administrator, whose account name ("Administrator") was cut to "Admini…" and who is there in that role anyway.
 */
export function headerName(user: PublicUser): string {
  return user.role === "admin" ? "Admin" : displayName(user);
}
