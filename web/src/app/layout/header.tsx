import { Suspense, type MouseEvent } from "react";
import { CircleUserRound } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button } from "@web/components/ui/button";
import { headerName, useSession } from "@web/lib/session";
import { LogoMark } from "./logo-mark";
import { SearchOverlay } from "./search-overlay";
import { SideMenu } from "./side-menu";
import { lazyPart } from "@web/lib/lazy-part";
import { island } from "@web/lib/island";
import { useT } from "@web/i18n/i18n";
import { LanguageSwitch } from "@web/i18n/language-switch";

const SEARCH_FORM_PLACE = "mx-auto hidden max-w-xl md:flex";

// Wide screens only (a phone opens the search panel): its suggestions code waits until after the first load.
const SearchForm = island(
  () => import("./search-form").then((m) => m.SearchForm),
  <div className={`h-11 flex-1 ${SEARCH_FORM_PLACE}`} aria-hidden />,
);

// Signed-in only, and it carries the notifications contract (zod): out of the first load (decision 0028).
const NotificationBell = lazyPart(() =>
  import("@web/components/notifications/notification-bell").then((m) => m.NotificationBell),
);

/** Header (docs/product.md#pages): the person's first name when signed in, Login and Sign Up otherwise. */
export function Header() {
  const session = useSession();
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/85">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-4 md:h-16 md:gap-4">
        <HomeLogo />
        <SearchForm className={SEARCH_FORM_PLACE} />
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1 md:ml-0">
          <SearchOverlay />
          {/* Wide screens: the switch sits in the header; phones find it in the side menu. */}
          <LanguageSwitch className="hidden h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 md:inline-flex" />
          {session.status === "signed-out" ? (
            <>
              <Link
                href="/login"
                className="inline-flex h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-3"
              >
                {t("shell.login")}
              </Link>
              {/* Below 360 px there is no room for both; the side menu still offers Sign Up. */}
              <Button asChild size="sm" className="max-[359px]:hidden">
                <Link href="/register">{t("shell.signUp")}</Link>
              </Button>
            </>
          ) : (
            <>
              {/* The bell's own size while its code loads: nothing beside it moves. */}
              <Suspense fallback={<span className="inline-block size-11" aria-hidden />}>
                <NotificationBell user={session.user} />
              </Suspense>
              <Link
                href="/dashboard"
                data-testid="header-user"
                className="inline-flex h-11 max-w-28 items-center gap-1.5 rounded-lg px-2 sm:max-w-36 lg:max-w-56 text-sm font-semibold text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-3"
              >
                <CircleUserRound className="size-5 shrink-0 text-brand-700" aria-hidden />
                <span translate="no" className="truncate">
                  {headerName(session.user)}
                </span>
              </Link>
            </>
          )}
          <SideMenu />
        </div>
      </div>
    </header>
  );
}

function HomeLogo() {
  const [location] = useLocation();

  // On the home page the logo goes back to the top of it rather than reloading the same route.
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (location !== "/") return;
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "instant" : "smooth" });
  }

  return (
    <Link
      href="/"
      onClick={onClick}
      className="flex h-11 shrink-0 items-center gap-1.5 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <LogoMark className="size-8" />
      <span className="text-lg font-extrabold tracking-tight text-brand-800 sm:text-xl">Dobara</span>
    </Link>
  );
}
