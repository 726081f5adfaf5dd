import { Compass } from "lucide-react";
import { Link } from "wouter";
import { BRAND } from "@contract/brand";
import { Button } from "@web/components/ui/button";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { notFoundMessages } from "./messages";

preloadMessages(notFoundMessages);

export function NotFoundPage() {
  const t = useMessages(notFoundMessages);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center md:py-28">
      <title>{t("notFound.title", { brand: BRAND.name })}</title>
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Compass className="size-8" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700 uppercase">{t("notFound.error")}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("notFound.heading")}</h1>
      <p className="mt-4 text-slate-600">{t("notFound.text")}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link href="/">{t("notFound.home")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/browse">{t("notFound.browse")}</Link>
        </Button>
      </div>
    </section>
  );
}
