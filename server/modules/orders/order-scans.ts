import { ORDER_MESSAGES } from "@contract/orders";
import type { Db, Tx } from "../../db/client";
import type { OrderStatus } from "../../db/schema/orders";
import { notFound } from "../../lib/errors";
import { createNotification } from "../notifications";
import type { AfterScan, ScanEvent, ScanHandler } from "../shipping";
import * as notices from "./order-notices";
import * as repo from "./orders-repo";
import { cancelReturnedToSeller } from "./cancel-order";
import { mailRateAsks, type RateAskDeps } from "./rate-asks";
import { processReturnByCourier } from "./returns-service";
import { adminContacts } from "../users";

/** Each forward step a scan may take the order to, from the statuses before it: never backwards. */
const STEPS: Partial<Record<ScanEvent["phase"], { to: OrderStatus; from: OrderStatus[] }>> = {
  picked_up: { to: "picked_up", from: ["confirmed"] },
  in_transit: { to: "picked_up", from: ["confirmed"] },
  out_for_delivery: { to: "out_for_delivery", from: ["confirmed", "picked_up"] },
  delivered: { to: "delivered", from: ["confirmed", "picked_up", "out_for_delivery"] },
};

/**
 * The courier moves the order (shipping tells each new scan, in the transaction storing it): forward only, each step
 * told to the buyer as an admin's step is; delivery dated by the scan's time as shipping believes it, and a delivery
 * with no pickup scan before it holding the seller's payout for an admin's look (the admins are told); a failed attempt told to the buyer and the
 * admins; a parcel back with the seller cancels the order with a full refund. A cancelled order does not move.
 * A return pickup delivered back to the seller processes the approved return (its refund), as an admin would.
 */
export function orderScanHandler(db: Db, mail: RateAskDeps): ScanHandler {
  return (tx, event) => advanceOrderByScan(tx, event, () => mailRateAsks(db, mail, event.orderId));
}

/** One scan's step; a delivery answers the rating mails to send once it is committed. */
export async function advanceOrderByScan(
  tx: Tx,
  event: ScanEvent,
  rateAsks?: AfterScan,
): Promise<AfterScan | undefined> {
  if (event.kind === "return") {
    if (event.phase === "delivered") await processReturnByCourier(tx, event.orderId);
    return;
  }
  if (event.phase === "rto_delivered") {
    await cancelReturnedToSeller(tx, event.orderId);
    return;
  }
  const step = STEPS[event.phase];
  if (!step && event.phase !== "undelivered") return;
  // The order and its listing's title in one round trip: the webhook's budget counts each query.
  const order = await repo.lockOrderWithTitle(tx, event.orderId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const o = { orderId: order.id, orderNumber: order.orderNumber, title: order.title };
  if (!step) {
    if (order.status === "cancelled" || order.status === "delivered") return;
    await createNotification(tx, notices.deliveryAttemptFailed(order.buyerId, o, true));
    for (const { id: adminId } of await adminContacts(tx))
      await createNotification(tx, notices.deliveryAttemptFailed(adminId, o, false));
    return;
  }
  // Already at or past this step (read under the lock): no guarded update to send.
  if (!step.from.includes(order.status)) return;
  // A delivery the courier never reported collecting is not believed on its word alone: the payout waits for a person.
  const unseenPickup = step.to === "delivered" && event.collected === false;
  const moved = await repo.transitionOrder(tx, order.id, step.from, {
    status: step.to,
    ...(step.to === "delivered" ? { delivered: event.at } : {}),
    ...(unseenPickup ? { payoutHold: ORDER_MESSAGES.payoutHeldNoPickup } : {}),
  });
  if (!moved) return;
  if (step.to !== "delivered") {
    await createNotification(tx, notices.stepReached(order.buyerId, o, step.to as "picked_up" | "out_for_delivery"));
    return;
  }
  await createNotification(tx, notices.delivered(order.buyerId, o));
  await createNotification(tx, notices.deliveredForSeller(order.sellerId, o));
  if (unseenPickup)
    for (const { id: adminId } of await adminContacts(tx)) await createNotification(tx, notices.payoutHeld(adminId, o));
  return rateAsks;
}
