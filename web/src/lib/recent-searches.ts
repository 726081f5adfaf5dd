import { BRAND_NAME } from "@contract/brand-name";

const KEY = `${BRAND_NAME.toLowerCase()}_recent_searches`;
const KEEP = 6;

function store(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled: searches are simply not remembered
  }
}

/** This browser's latest searches, newest first; anything unreadable counts as none. */
export function recentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(store()?.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === "string").slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

/** Puts a search first, once (whatever its capitals), keeping the newest six. */
export function rememberSearch(text: string) {
  const term = text.trim();
  if (!term) return;
  const rest = recentSearches().filter((s) => s.toLowerCase() !== term.toLowerCase());
  try {
    store()?.setItem(KEY, JSON.stringify([term, ...rest].slice(0, KEEP)));
  } catch {
    // storage full or disabled: nothing to remember with
  }
}

export function forgetSearches() {
  store()?.removeItem(KEY);
}
