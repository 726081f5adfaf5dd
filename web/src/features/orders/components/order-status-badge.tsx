import { clsx } from "clsx";
import type { OrderStatus, OrderView } from "@contract/orders";
import { useMessages } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";
import { ORDER_STATUS_KEYS } from "./order-labels";

/** Badge colours (docs/product.md#orders): green delivered, red cancelled, blue on its way, amber while the seller prepares it. */
const COLOURS: Record<OrderStatus, string> = {
  placed: "bg-orange-100 text-orange-900",
  confirmed: "bg-amber-100 text-amber-900",
  picked_up: "bg-amber-100 text-amber-900",
  out_for_delivery: "bg-sky-100 text-sky-900",
  delivered: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-red-100 text-red-900",
};

/** A delivered order whose return went through is no longer "Delivered": its refund is what the buyer waits for. */
function returnBadge(order: Pick<OrderView, "returnStatus" | "refund"> | undefined) {
  if (order?.returnStatus !== "processed") return undefined;
  return !order.refund || order.refund.status === "processed"
    ? { label: "orders.badge.returned" as const, colour: "bg-slate-200 text-slate-900" }
    : { label: "orders.badge.refundProcessing" as const, colour: "bg-violet-100 text-violet-900" };
}

export function OrderStatusBadge({
  status,
  order,
}: {
  status: OrderStatus;
  order?: Pick<OrderView, "returnStatus" | "refund">;
}) {
  const t = useMessages(orderMessages);
  const returned = status === "delivered" ? returnBadge(order) : undefined;
  return (
    <span
      className={clsx(
        "rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        returned?.colour ?? COLOURS[status],
      )}
    >
      {t(returned?.label ?? ORDER_STATUS_KEYS[status])}
    </span>
  );
}
