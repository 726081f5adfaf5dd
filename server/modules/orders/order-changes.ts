import { ORDER_MESSAGES } from "@contract/orders";
import type { Db, Tx } from "../../db/client";
import type { OrderStatus } from "../../db/schema/orders";
import { conflict } from "../../lib/errors";
import { createNotification } from "../notifications";
import * as notices from "./order-notices";
import { withLockedOrder } from "./order-locks";
import * as repo from "./orders-repo";

/**
 * The order's own changes that the fulfilment and settlement workflows compose with other modules' (the courier, the
 * refund, the listing, the payout): each in the caller's transaction, each writing only the orders module's tables.
 */

export type { LockedOrder } from "./orders-repo";
export type { CancelledBy } from "./order-notices";

/** An active order cancelled for `reason`, if it is still in one of `from`: the row, or undefined. */
export const cancelOrderRow = (tx: Tx, id: string, from: readonly OrderStatus[], reason: string) =>
  repo.transitionOrder(tx, id, from, { status: "cancelled", cancelReason: reason });

/** Buyer and seller told of a cancellation (the buyer of the refund). */
export async function tellCancelled(
  tx: Tx,
  order: repo.LockedOrder,
  title: string,
  by: notices.CancelledBy,
  refund: number,
) {
  const o = { orderId: order.id, orderNumber: order.orderNumber, title };
  await createNotification(tx, notices.cancelledForBuyer(order.buyerId, o, by, refund));
  await createNotification(tx, notices.cancelledForSeller(order.sellerId, o, by));
}

/** Placed orders the seller let pass the acceptance deadline, oldest first, read without locks. */
export const placedOrdersPastDeadline = (db: Db, batch: number) => repo.overduePlacedOrders(db, batch);

/** Delivered orders whose return window closed with nothing in the way of the seller's payout, locked. */
export const ordersOwingPayout = (tx: Tx, batch: number) => repo.ordersOwingPayout(tx, batch);
export type OrderOwingPayout = Awaited<ReturnType<typeof repo.ordersOwingPayout>>[number];

/** The seller told their payout is owed (and whether their account is verified to receive it). */
export const tellPayoutDue = (tx: Tx, o: OrderOwingPayout, amount: number) =>
  createNotification(
    tx,
    notices.payoutDue(
      o.sellerId,
      { orderId: o.id, orderNumber: o.orderNumber, title: o.title },
      amount,
      Boolean(o.bankVerified),
    ),
  );

/**
 * The admin's release of a held payout, under the order's lock: answers the reason it was held. A repeat, or an order
 * never held, is a 409.
 */
export async function releasePayoutHold(tx: Tx, id: string) {
  return withLockedOrder(tx, id, undefined, async (order) => {
    if (!order.payoutHold || !(await repo.releasePayoutHold(tx, id))) throw conflict(ORDER_MESSAGES.payoutNotHeld);
    return order.payoutHold;
  });
}

/** What booking the order's parcel needs: the listing's pickup address, both sides' contacts, the item. */
export const shippingFacts = async (tx: Tx, orderId: string) => (await repo.findShippingFacts(tx, orderId))!;

/** The order's forward parcel while the courier moves it (not taken off the courier by an admin). */
export const parcelOnCourier = (tx: Tx, orderId: string) => repo.parcelOnCourier(tx, orderId);
