import type { OrderView } from "@contract/orders";
import { formatOrderNumber } from "@contract/order-number";
import { formatDateIST, formatRupees } from "@web/lib/format";
import { OrderStatusBadge } from "./order-status-badge";
import { Thumbnail } from "@web/components/product/thumbnail";
import { useMessages } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";

/** Picture, title, order number, date, what was paid and the status: the head of every order card. */
export function OrderRow({ order, amount }: { order: OrderView; amount?: number }) {
  const t = useMessages(orderMessages);
  return (
    <div className="flex gap-3 sm:gap-4">
      <span className="size-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:size-24">
        <Thumbnail src={order.product.image} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="line-clamp-2 font-semibold text-slate-900" translate="no">
            {order.product.title}
          </h3>
          <OrderStatusBadge status={order.status} order={order} />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {t("orders.row.order", {
            number: formatOrderNumber(order.orderNumber),
            date: formatDateIST(order.createdAt, t.language),
          })}
        </p>
        <p className="mt-1 text-base font-bold text-slate-900">{formatRupees(amount ?? order.totalPaid)}</p>
      </div>
    </div>
  );
}
