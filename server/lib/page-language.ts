import { languageCookie, languageOfPath, pathInLanguage, preferredLanguage, type Language } from "@contract/language";

/**
 * Decision 0046: where an unprefixed (English) page sends a visitor who chose Hindi, by the `lang` cookie, or who
 * never chose and whose browser prefers Hindi. An address under /hi is never moved: a shared Hindi link stays Hindi,
 * and the switch to English sets the cookie first.
 */
export function hindiRedirect(url: string, headers: { cookie?: string; "accept-language"?: string }) {
  const pathname = url.split("?")[0] ?? "/";
  if (languageOfPath(pathname) === "hi") return undefined;
  const chosen = languageCookie(headers.cookie) ?? preferredLanguage(headers["accept-language"]);
  return chosen === "hi" ? pathInLanguage("hi", url) : undefined;
}

/**
 * The built page in its language: `<html lang>`, and for a page rendered here (public, worth indexing), links to the
 * same page in the other language for search engines (the English one is also the default for any other language).
 * The app's shell, for private pages and unknown addresses, names no alternate: there is nothing to index. A Hindi
 * page (rendered or shell) links the Hindi manifest (web/public/manifest-hi.webmanifest).
 */
export function withPageLanguage(html: string, url: string, publicUrl: string, rendered: boolean): string {
  const language: Language = languageOfPath(url.split("?")[0] ?? "/");
  const link = (hreflang: string, to: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(publicUrl + pathInLanguage(to, url))}" />`;
  const alternates = [link("en", "en"), link("hi", "hi"), link("x-default", "en")].join("");
  const withLang = html.replace(/<html lang="[^"]*">/, `<html lang="${language === "hi" ? "hi-IN" : "en-IN"}">`);
  // A Hindi page installs as the Hindi app: its name in Hindi, opening at /hi.
  const inLanguage =
    language === "hi"
      ? withLang.replace(
          '<link rel="manifest" href="/manifest.webmanifest"',
          '<link rel="manifest" href="/manifest-hi.webmanifest"',
        )
      : withLang;
  return rendered ? inLanguage.replace("</head>", () => `${alternates}</head>`) : inLanguage;
}

function escapeAttribute(text: string) {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
