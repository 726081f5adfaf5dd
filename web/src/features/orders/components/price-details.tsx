import type { OrderView } from "@contract/orders";
import { formatRupees } from "@web/lib/format";
import { useMessages } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";

/** The breakdown the buyer paid, as stored on the order (never recomputed in the browser). */
export function PriceDetails({
  order,
}: {
  order: Pick<OrderView, "finalPrice" | "buyerFee" | "deliveryCharge" | "couponDiscount" | "totalPaid">;
}) {
  const t = useMessages(orderMessages);
  const rows: [string, string][] = [
    [t("orders.price.product"), formatRupees(order.finalPrice)],
    [t("orders.price.platformFees"), formatRupees(order.buyerFee)],
    [
      t("orders.price.delivery"),
      order.deliveryCharge === 0 ? t("orders.price.free") : formatRupees(order.deliveryCharge),
    ],
  ];
  if (order.couponDiscount > 0) rows.push([t("orders.price.coupon"), `−${formatRupees(order.couponDiscount)}`]);
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
        <dt className="font-semibold text-slate-900">{t("orders.price.totalPaid")}</dt>
        <dd className="font-bold text-slate-900">{formatRupees(order.totalPaid)}</dd>
      </div>
    </dl>
  );
}
