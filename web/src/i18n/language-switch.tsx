import { Languages } from "lucide-react";
import type { MouseEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { LANGUAGE_COOKIE, pathInLanguage, type Language } from "@contract/language";
import { apiRequest } from "@web/lib/api-client";
import { getSession, updateSessionUser } from "@web/lib/session";
import type { PublicUser } from "@contract/auth";
import { useT } from "./i18n";

const YEAR_SECONDS = 365 * 24 * 3600;

/** Remembers the choice (decision 0046): the cookie for this browser, the account for every device. */
async function chooseLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  const session = getSession();
  if (session.status !== "signed-in" || session.user.language === language) return;
  const answer = await apiRequest<{ user: PublicUser }>("PUT", "/api/auth/profile", { language }).catch(
    () => undefined,
  );
  if (answer) updateSessionUser(answer.user);
}

/**
 * "English / हिन्दी": the same page (same product, same query) in the other language. A real link, so it works before
 * the code has loaded and a crawler follows it; with the code, the choice is saved first.
 */
export function LanguageSwitch({ className, onDone }: { className?: string; onDone?: () => void }) {
  const t = useT();
  const [location] = useLocation();
  const search = useSearch();
  const other: Language = t.language === "hi" ? "en" : "hi";
  const href = pathInLanguage(other, search ? `${location}?${search}` : location);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    await chooseLanguage(other);
    onDone?.();
    // A new page load: the other language's messages, and the server's page in that language.
    window.location.assign(href + window.location.hash);
  }

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      onClick={(e) => void onClick(e)}
      aria-label={t("language.switchLabel")}
      className={className}
    >
      <Languages className="size-5 shrink-0 text-brand-700" aria-hidden />
      <span>{t("language.switchTo")}</span>
    </a>
  );
}
