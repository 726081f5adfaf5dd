import { ORDER_MESSAGES } from "@contract/orders";
import type { Tx } from "../../db/client";
import type { OrderStatus } from "../../db/schema/orders";
import type { ShipmentPhase } from "../../db/schema/shipments";
import { notFound } from "../../lib/errors";
import { createNotification } from "../notifications";
import * as notices from "./order-notices";
import * as repo from "./orders-repo";

/** A scan of the order's forward parcel, as the courier's word reaches the order. */
export interface ForwardScan {
  orderId: string;
  phase: ShipmentPhase;
  /** The scan's time as shipping believes it. */
  at: Date;
  /** On a delivery: whether a pickup or in-transit scan came before it. */
  collected?: boolean;
}
import { adminContacts } from "../users";

/** Each forward step a scan may take the order to, from the statuses before it: never backwards. */
const STEPS: Partial<Record<ShipmentPhase, { to: OrderStatus; from: OrderStatus[] }>> = {
  picked_up: { to: "picked_up", from: ["confirmed"] },
  in_transit: { to: "picked_up", from: ["confirmed"] },
  out_for_delivery: { to: "out_for_delivery", from: ["confirmed", "picked_up"] },
  delivered: { to: "delivered", from: ["confirmed", "picked_up", "out_for_delivery"] },
};

/**
 * The courier moves the order (the fulfilment workflow tells each new scan of the forward parcel, in the transaction
 * storing it): forward only, each step told to the buyer as an admin's step is; delivery dated by the scan's time as
 * shipping believes it, and a delivery with no pickup scan before it holding the seller's payout for an admin's look
 * (the admins are told); a failed attempt told to the buyer and the admins. A cancelled order does not move.
 * Answers true when the scan delivered the order (both sides are then asked to rate, once it is committed).
 */
export async function advanceOrderByScan(tx: Tx, event: ForwardScan): Promise<boolean> {
  const step = STEPS[event.phase];
  if (!step && event.phase !== "undelivered") return false;
  // The order and its listing's title in one round trip: the webhook's budget counts each query.
  const order = await repo.lockOrderWithTitle(tx, event.orderId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const o = { orderId: order.id, orderNumber: order.orderNumber, title: order.title };
  if (!step) {
    if (order.status === "cancelled" || order.status === "delivered") return false;
    await createNotification(tx, notices.deliveryAttemptFailed(order.buyerId, o, true));
    for (const { id: adminId } of await adminContacts(tx))
      await createNotification(tx, notices.deliveryAttemptFailed(adminId, o, false));
    return false;
  }
  // Already at or past this step (read under the lock): no guarded update to send.
  if (!step.from.includes(order.status)) return false;
  // A delivery the courier never reported collecting is not believed on its word alone: the payout waits for a person.
  const unseenPickup = step.to === "delivered" && event.collected === false;
  const moved = await repo.transitionOrder(tx, order.id, step.from, {
    status: step.to,
    ...(step.to === "delivered" ? { delivered: event.at } : {}),
    ...(unseenPickup ? { payoutHold: ORDER_MESSAGES.payoutHeldNoPickup } : {}),
  });
  if (!moved) return false;
  if (step.to !== "delivered") {
    await createNotification(tx, notices.stepReached(order.buyerId, o, step.to as "picked_up" | "out_for_delivery"));
    return false;
  }
  await createNotification(tx, notices.delivered(order.buyerId, o));
  await createNotification(tx, notices.deliveredForSeller(order.sellerId, o));
  if (unseenPickup)
    for (const { id: adminId } of await adminContacts(tx)) await createNotification(tx, notices.payoutHeld(adminId, o));
  return true;
}
