import type { PriceBreakdown } from "@contract/pricing";
import { formatRupees } from "@web/lib/format";
import { card } from "@web/components/ui/card";
import { useMessages } from "@web/i18n/feature-messages";
import { checkoutMessages } from "../messages";

/** The price breakdown (docs/product.md#money); figures from contract/pricing.ts, the same function the server checks with. */
export function PriceBreakdownCard({ breakdown }: { breakdown: PriceBreakdown }) {
  const t = useMessages(checkoutMessages);
  const free = t("checkout.price.free");
  // The test id keeps the English name in both languages (the browser tests find a row by it).
  const rows: [string, string, string, string?][] = [
    ["Product Price", t("checkout.price.product"), formatRupees(breakdown.productPrice)],
    [
      "Platform Fees",
      t("checkout.price.platformFees"),
      breakdown.buyerFee === 0 ? free : formatRupees(breakdown.buyerFee),
    ],
    [
      "Delivery Charges",
      t("checkout.price.delivery"),
      breakdown.deliveryCharge === 0 ? free : formatRupees(breakdown.deliveryCharge),
    ],
  ];
  if (breakdown.couponDiscount > 0)
    rows.push([
      "Coupon Discount",
      t("checkout.price.coupon"),
      `−${formatRupees(breakdown.couponDiscount)}`,
      "text-emerald-700",
    ]);
  return (
    <section aria-labelledby="price-heading" className={card("p-4")}>
      <h2 id="price-heading" className="text-lg font-bold text-slate-900">
        {t("checkout.price.heading")}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([id, label, value, tone]) => (
          <div key={id} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className={tone ?? "font-medium text-slate-900"} data-testid={`price-${id}`}>
              {value}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">{t("checkout.price.total")}</dt>
          <dd className="font-extrabold text-slate-900" data-testid="price-total">
            {formatRupees(breakdown.total)}
          </dd>
        </div>
      </dl>
      {breakdown.saved > 0 && (
        <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
          {t("checkout.price.saved", { amount: formatRupees(breakdown.saved) })}
        </p>
      )}
    </section>
  );
}
