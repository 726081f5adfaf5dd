import { clsx } from "clsx";
import { Check } from "lucide-react";
import { ORDER_STEPS, type OrderView } from "@contract/orders";
import { useMessages, type KeyOf } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";
import { ORDER_STATUS_KEYS } from "./order-labels";
import { ReturnTimeline } from "./return-timeline";

/**
 * Tracker (docs/product.md#orders): the five steps, done ones green, the current one blue, the rest grey; a cancelled order
 * says so instead, and a delivered one with a return shows the return's own timeline below.
 */
type RefundStatus = NonNullable<OrderView["refund"]>["status"];

/** A refund the gateway refused ten times is failed: the buyer learns a person will finish it (decision 0013). */
const CANCELLED_REFUND_NOTES: Record<RefundStatus, KeyOf<typeof orderMessages>> = {
  pending: "orders.tracker.refund.pending",
  processed: "orders.tracker.refund.processed",
  failed: "orders.tracker.refund.failed",
};

export function OrderTracker({
  order,
  seller = false,
}: {
  order: Pick<OrderView, "status" | "returnRequest" | "refund"> & Partial<Pick<OrderView, "returnShipment">>;
  seller?: boolean;
}) {
  const t = useMessages(orderMessages);
  if (order.status === "cancelled") {
    return (
      <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
        {t("orders.tracker.cancelled")}
        {order.refund && ` ${t(CANCELLED_REFUND_NOTES[order.refund.status])}`}
      </p>
    );
  }
  const current = ORDER_STEPS.indexOf(order.status);
  return (
    <div>
      <ol className="grid grid-cols-5 gap-1" aria-label={t("orders.tracker.progress")}>
        {ORDER_STEPS.map((step, i) => {
          const state = i < current ? "done" : i === current ? "current" : "todo";
          return (
            <li
              key={step}
              className="flex flex-col items-center text-center"
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="flex w-full items-center">
                <span
                  className={clsx(
                    "h-1 flex-1 rounded",
                    i === 0 ? "invisible" : i <= current ? "bg-emerald-500" : "bg-slate-200",
                  )}
                />
                <span
                  className={clsx(
                    "grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold",
                    state === "done" && "bg-emerald-500 text-white",
                    state === "current" &&
                      (order.status === "delivered" ? "bg-emerald-500 text-white" : "bg-sky-700 text-white"),
                    state === "todo" && "bg-slate-200 text-slate-500",
                  )}
                >
                  {state === "done" || order.status === "delivered" ? <Check className="size-4" aria-hidden /> : i + 1}
                </span>
                <span
                  className={clsx(
                    "h-1 flex-1 rounded",
                    i === ORDER_STEPS.length - 1 ? "invisible" : i < current ? "bg-emerald-500" : "bg-slate-200",
                  )}
                />
              </span>
              <span
                className={clsx(
                  "mt-1.5 text-[11px] leading-tight sm:text-xs",
                  state === "todo" ? "text-slate-500" : "font-semibold text-slate-800",
                )}
              >
                {t(ORDER_STATUS_KEYS[step])}
              </span>
            </li>
          );
        })}
      </ol>
      <ReturnTimeline order={order} seller={seller} />
    </div>
  );
}
