import { useMessages } from "@web/i18n/feature-messages";
import { homeMessages } from "@web/features/home/messages";
import type { MessageKey } from "@web/i18n/messages/en";
import type { KeyOf } from "@web/i18n/feature-messages";
import { CreditCard, EyeOff, IndianRupee, Landmark, Recycle, Truck, type LucideIcon } from "lucide-react";
import { POLICY } from "@contract/brand";
import { formatRupees } from "@web/lib/format";
import { card } from "@web/components/ui/card";

const reasons: {
  icon: LucideIcon;
  title: KeyOf<typeof homeMessages> | MessageKey;
  text: KeyOf<typeof homeMessages> | MessageKey;
}[] = [
  { icon: Truck, title: "home.why1", text: "home.why1Text" },
  { icon: EyeOff, title: "home.why2", text: "home.why2Text" },
  { icon: IndianRupee, title: "home.why3", text: "home.why3Text" },
  { icon: CreditCard, title: "home.why4", text: "home.why4Text" },
  { icon: Landmark, title: "home.why5", text: "home.why5Text" },
  { icon: Recycle, title: "home.why6", text: "home.why6Text" },
];

export function WhyChoose() {
  const t = useMessages(homeMessages);
  return (
    <section aria-labelledby="why-heading" className="mt-16">
      <h2 id="why-heading" className="text-2xl font-bold tracking-tight">
        {t("home.whyHeading")}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className={card("p-6")}>
            <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 font-semibold">{t(title)}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-600">
              {t(text, { percent: POLICY.buyerFeePercent, delivery: formatRupees(POLICY.deliveryChargeRupees) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
