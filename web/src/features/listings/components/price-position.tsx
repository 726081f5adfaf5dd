import { useMessages } from "@web/i18n/feature-messages";
import { useProductPriceGuide } from "../api/price-guide";
import { priceGuideMessages } from "../price-guide/messages";
import { priceStanding, rangeWords } from "./price-standing";

const TONE = {
  below: "bg-emerald-50 text-emerald-900",
  within: "bg-brand-50 text-slate-800",
  above: "bg-amber-50 text-amber-900",
} as const;

/** The product page's line on where the price sits against what similar items sold for; nothing without enough sales. */
export function PricePosition({ productId, price }: { productId: string; price: number }) {
  const t = useMessages(priceGuideMessages);
  const guide = useProductPriceGuide(productId).data;
  const standing = priceStanding(price, guide);
  if (!standing || !guide) return null;
  const range = rangeWords(guide);
  return (
    <p className={`mt-3 rounded-xl px-3 py-2 text-sm ${TONE[standing]}`} data-testid="price-position">
      <span className="block font-semibold">{t(`priceGuide.${standing}`, range)}</span>
      <span className="block opacity-80">{t("priceGuide.basedOn", { n: guide.sampleSize })}</span>
    </p>
  );
}
