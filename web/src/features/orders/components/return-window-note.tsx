import { useState } from "react";
import { RETURN_WINDOW_HOURS, type BuyerOrderView } from "@contract/orders";
import { useMessages } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";
import { formatDeadline } from "./order-labels";

/**
 * The buyer's return window once the parcel is delivered: until when a return can be asked for. It starts at the
 * courier's delivered scan, so the date here is the one the server checks against.
 */
export function ReturnWindowNote({ order }: { order: BuyerOrderView }) {
  // The clock as the note first renders; the server decides at the moment of asking anyway.
  const [now] = useState(() => Date.now());
  const t = useMessages(orderMessages);
  if (order.status !== "delivered" || !order.deliveredAt || order.returnStatus) return null;
  // Fashion is checked and returned at the doorstep, never through a return request.
  if (order.product.category === "fashion") return null;
  const closes = new Date(new Date(order.deliveredAt).getTime() + RETURN_WINDOW_HOURS * 3_600_000);
  const open = closes.getTime() > now;
  return (
    <p className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-950" data-testid="return-window">
      {open ? (
        <>
          <span className="font-semibold">{t("orders.returnWindow.label")}</span>{" "}
          {t("orders.returnWindow.open", { deadline: formatDeadline(closes, t.language) })}
        </>
      ) : (
        t("orders.returnWindow.closed", { deadline: formatDeadline(closes, t.language) })
      )}
    </p>
  );
}
