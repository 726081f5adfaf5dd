/**
 * The two languages Dobara speaks (decision 0046). English lives at the unprefixed address, Hindi under `/hi`; the
 * person's choice is kept in the `lang` cookie and, once signed in, on the account.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_COOKIE = "lang";

export const isLanguage = (value: unknown): value is Language => value === "en" || value === "hi";

/** The language a page's address names: `/hi` and `/hi/...` are Hindi, everything else English. */
export function languageOfPath(pathname: string): Language {
  return /^\/hi(?:\/|$)/i.test(pathname) ? "hi" : "en";
}

/** The address without its language prefix: `/hi/browse` -> `/browse`, `/hi` -> `/`. */
export function withoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/** The same page in `language`: `/browse?q=x` -> `/hi/browse?q=x`, and back. */
export function pathInLanguage(language: Language, pathWithQuery: string): string {
  const [pathname = "/", query] = pathWithQuery.split(/\?(.*)/s);
  const bare = withoutLanguage(pathname);
  const path = language === "en" ? bare : bare === "/" ? "/hi" : `/hi${bare}`;
  return query ? `${path}?${query}` : path;
}

/**
 * The language an `Accept-Language` header prefers between the two: Hindi only when it ranks Hindi above English (a
 * browser set to Hindi first), English otherwise, and undefined when the header names neither.
 */
export function preferredLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const base = tag.trim().toLowerCase().split("-")[0];
    if (!isLanguage(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: base, q };
  }
  return best?.language;
}

/** The value of the `lang` cookie in a Cookie header, if it names a language. */
export function languageCookie(cookieHeader: string | undefined): Language | undefined {
  const match = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? "");
  return isLanguage(match?.[1]) ? match[1] : undefined;
}
