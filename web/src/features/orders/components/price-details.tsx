import type { OrderView } from "@contract/orders";
import { formatRupees } from "@web/lib/format";

/** The breakdown the buyer paid, as stored on the order (never recomputed in the browser). */
export function PriceDetails({
  order,
}: {
  order: Pick<OrderView, "finalPrice" | "buyerFee" | "deliveryCharge" | "couponDiscount" | "totalPaid">;
}) {
  const rows: [string, string][] = [
    ["Product Price", formatRupees(order.finalPrice)],
    ["Platform Fees", formatRupees(order.buyerFee)],
    ["Delivery Charges", order.deliveryCharge === 0 ? "Free" : formatRupees(order.deliveryCharge)],
  ];
  if (order.couponDiscount > 0) rows.push(["Coupon Discount", `−${formatRupees(order.couponDiscount)}`]);
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
        <dt className="font-semibold text-slate-900">Total Paid</dt>
        <dd className="font-bold text-slate-900">{formatRupees(order.totalPaid)}</dd>
      </div>
    </dl>
  );
}
