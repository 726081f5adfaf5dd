import { useMessages } from "@web/i18n/feature-messages";
import { homeMessages } from "@web/features/home/messages";
import type { MessageKey } from "@web/i18n/messages/en";
import type { KeyOf } from "@web/i18n/feature-messages";
import { BadgeCheck, HandCoins, LockKeyhole, RotateCcw, ShieldCheck, type LucideIcon } from "lucide-react";

// The home page claims (docs/product.md#what-we-promise), one short line each: they sit under the listings, which come first.
const trustPoints: {
  icon: LucideIcon;
  title: KeyOf<typeof homeMessages> | MessageKey;
  text: KeyOf<typeof homeMessages> | MessageKey;
}[] = [
  { icon: ShieldCheck, title: "home.trust1", text: "home.trust1Text" },
  { icon: BadgeCheck, title: "home.trust2", text: "home.trust2Text" },
  { icon: HandCoins, title: "home.trust3", text: "home.trust3Text" },
  { icon: RotateCcw, title: "home.trust4", text: "home.trust4Text" },
  { icon: LockKeyhole, title: "home.trust5", text: "home.trust5Text" },
];

export function TrustStrip() {
  const t = useMessages(homeMessages);
  return (
    <section aria-labelledby="trust-heading" className="mt-12">
      <h2 id="trust-heading" className="text-2xl font-bold tracking-tight">
        {t("home.trustHeading")}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {trustPoints.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl bg-brand-50 p-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <p className="text-sm font-semibold text-slate-900">{t(title)}</p>
              <p className="text-sm text-slate-700">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
