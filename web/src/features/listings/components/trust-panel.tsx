import { useMessages, type FeatureTranslator, type KeyOf } from "@web/i18n/feature-messages";
import { productMessages } from "@web/features/listings/messages";
import type { MessageKey } from "@web/i18n/messages/en";
import { BadgeCheck, LockKeyhole, RotateCcw, Truck, type LucideIcon } from "lucide-react";
import type { Category } from "@contract/categories";
import { POLICY } from "@contract/brand";
import { Link } from "wouter";
import { card } from "@web/components/ui/card";

/** The return rule the buyer gets for this category (docs/product.md#returns). */
function returnPolicyText(t: FeatureTranslator<KeyOf<typeof productMessages>>, category: Category): string {
  if (category === "fashion") return t("product.returnFashion");
  if (category === "electronics") return t("product.returnElectronics", { hours: POLICY.returnWindowHours });
  return t("product.returnOther", { hours: POLICY.returnWindowHours });
}

const BADGES: {
  icon: LucideIcon;
  title: KeyOf<typeof productMessages> | MessageKey;
  text: KeyOf<typeof productMessages> | MessageKey;
}[] = [
  { icon: BadgeCheck, title: "product.badge1", text: "product.badge1Text" },
  { icon: LockKeyhole, title: "product.badge2", text: "product.badge2Text" },
  // No figure of its own: the days come from the courier, for the buyer's pincode (the delivery check).
  { icon: Truck, title: "product.badge3", text: "product.badge3Text" },
];

export function TrustPanel({ category }: { category: Category }) {
  const t = useMessages(productMessages);
  return (
    <section aria-label={t("product.buyerProtection")} className={card("p-4", { flat: true })}>
      <ul className="space-y-3">
        {BADGES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <p className="text-sm">
              <span className="font-semibold text-slate-900">{t(title)}.</span>{" "}
              <span className="text-slate-600">{t(text)}</span>
            </p>
          </li>
        ))}
        <li className="flex gap-3">
          <RotateCcw className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{t("product.returns")}</span> {returnPolicyText(t, category)}{" "}
            <Link href="/return-policy" className="font-semibold text-brand-700 underline">
              {t("product.returnPolicy")}
            </Link>
          </p>
        </li>
      </ul>
    </section>
  );
}
