import { useMessages } from "@web/i18n/feature-messages";
import { homeMessages } from "@web/features/home/messages";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";
import { useSession } from "@web/lib/session";

/** Short on purpose: on a phone the categories and the first listings must fit on the first screen under it. */
export function Hero() {
  const t = useMessages(homeMessages);
  const signedIn = useSession().status !== "signed-out";
  return (
    <section className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 sm:py-8 md:flex-row md:items-center md:justify-between md:gap-10">
        <div>
          <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
            {t("home.heroStart")}
            <span className="whitespace-nowrap">{t("home.heroPreowned")}</span>,{" "}
            <span className="text-accent-400">{t("home.heroTrust")}</span>
          </h1>
          <p className="mt-2 max-w-xl text-sm text-brand-50/90 sm:text-base">{t("brand.tagline")}</p>
        </div>
        <div className="flex shrink-0 gap-3">
          <Button asChild variant="secondary" className="flex-1 sm:h-12 sm:px-6">
            <Link href={signedIn ? "/list-product" : "/login"}>{t("home.startSelling")}</Link>
          </Button>
          <Button asChild variant="outline" className="flex-1 sm:h-12 sm:px-6">
            <Link href="/browse">{t("shell.browseProducts")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
