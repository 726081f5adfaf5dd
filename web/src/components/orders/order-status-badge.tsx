import { clsx } from "clsx";
import type { OrderStatus } from "@contract/orders";
import { ORDER_STATUS_LABELS } from "./order-labels";

/** Part 2 §4 badge colours: green delivered, red cancelled, blue on its way, amber while the seller prepares it. */
const COLOURS: Record<OrderStatus, string> = {
  placed: "bg-orange-100 text-orange-900",
  confirmed: "bg-amber-100 text-amber-900",
  picked_up: "bg-amber-100 text-amber-900",
  out_for_delivery: "bg-sky-100 text-sky-900",
  delivered: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-red-100 text-red-900",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", COLOURS[status])}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
