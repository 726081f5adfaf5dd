import { formatRupees } from "@contract/money-format";
import { notificationLinks } from "@contract/notifications";
import { formatOrderNumber } from "@contract/order-number";
import type { OrderStatus } from "../../db/schema/orders";
import type { NotificationType } from "../../db/schema/notifications";

/** What a person is told about an order: each notice names the order by its number and the item by its title. */
export interface Notice {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  link: string;
}

export interface About {
  orderId: string;
  orderNumber: number;
  title: string;
}

/** Buyer and seller alike are taken to the order's own page, which shows each their view of it. */
export const linkTo = (o: About) => notificationLinks.order(o.orderId);

export const ref = (o: About) => `order ${formatOrderNumber(o.orderNumber)} ("${o.title}")`;

/** The Indian long date the pages show: 2026-11-30 -> 30 November 2026. */
const longDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

const STEP_WORDS: Record<Exclude<OrderStatus, "placed" | "cancelled" | "delivered">, string> = {
  confirmed: "has been confirmed and will be picked up from the seller soon",
  picked_up: "has been picked up from the seller",
  out_for_delivery: "is out for delivery",
};

export function stepReached(buyerId: string, o: About, status: keyof typeof STEP_WORDS): Notice {
  return {
    userId: buyerId,
    type: "order_status",
    title: status === "confirmed" ? "Order confirmed" : status === "picked_up" ? "Order picked up" : "Out for delivery",
    message: `Your ${ref(o)} ${STEP_WORDS[status]}.`,
    link: linkTo(o),
  };
}

export const delivered = (buyerId: string, o: About): Notice => ({
  userId: buyerId,
  type: "order_delivered",
  title: "Order delivered",
  message: `Your ${ref(o)} has been delivered. If something is wrong, you can ask for a return within 48 hours. How was the seller? Rate them to help other buyers.`,
  link: notificationLinks.rate(o.orderId),
});

/** The seller hears of the delivery too, and is asked to rate the buyer (the delivery happens once, so this does). */
export const deliveredForSeller = (sellerId: string, o: About): Notice => ({
  userId: sellerId,
  type: "order_delivered",
  title: "Order delivered",
  message: `Your ${ref(o)} reached the buyer. How was the buyer? Rate them to help other sellers.`,
  link: notificationLinks.rate(o.orderId),
});

export const deliveryDate = (buyerId: string, o: About, date: string): Notice => ({
  userId: buyerId,
  type: "delivery_date",
  title: "Expected delivery date",
  message: `Your ${ref(o)} is expected to arrive by ${longDate(date)}.`,
  link: linkTo(o),
});

export type CancelledBy = "buyer" | "admin" | "deadline" | "courier";

export function cancelledForBuyer(buyerId: string, o: About, by: CancelledBy, refund: number): Notice {
  const why =
    by === "deadline"
      ? "the seller did not confirm it within 48 hours"
      : by === "admin"
        ? "it was cancelled by Dobara support"
        : by === "courier"
          ? "the courier could not deliver it and returned it to the seller"
          : "you cancelled it";
  return {
    userId: buyerId,
    type: "order_status",
    title: "Order cancelled",
    message: `Your ${ref(o)} was cancelled: ${why}. Your full refund of ${formatRupees(refund)} is on its way.`,
    link: linkTo(o),
  };
}

export function cancelledForSeller(sellerId: string, o: About, by: CancelledBy): Notice {
  const why =
    by === "deadline"
      ? "you did not accept it within 48 hours"
      : by === "admin"
        ? "it was cancelled by Dobara support"
        : by === "courier"
          ? "the courier could not deliver it and has returned it to you"
          : "the buyer cancelled it";
  return {
    userId: sellerId,
    type: "order_status",
    title: "Order cancelled",
    message: `Order #${o.orderNumber} ("${o.title}") was cancelled: ${why}. Your listing is available to buyers again.`,
    link: linkTo(o),
  };
}

export const returnRequested = (sellerId: string, o: About, reason: string): Notice => ({
  userId: sellerId,
  type: "order_status",
  title: "Return requested",
  message: `The buyer asked to return ${ref(o)} (${reason}). See their words and photos on the order, and add your own note if you wish. Your payout waits until the return is settled.`,
  link: linkTo(o),
});

export const returnApproved = (buyerId: string, o: About): Notice => ({
  userId: buyerId,
  type: "order_status",
  title: "Return approved",
  message: `Your return of ${ref(o)} was approved. We will collect the item and refund you once the seller has checked it (they have 48 hours once it is back).`,
  link: linkTo(o),
});

export const returnRejected = (buyerId: string, o: About, note: string): Notice => ({
  userId: buyerId,
  type: "order_status",
  title: "Return not approved",
  message: `Your return of ${ref(o)} was not approved: ${note}`,
  link: linkTo(o),
});

export const returnProcessedForSeller = (sellerId: string, o: About): Notice => ({
  userId: sellerId,
  type: "order_status",
  title: "Item returned",
  message: `The buyer returned ${ref(o)}, so there is no payout for this order.`,
  link: linkTo(o),
});

/** A payout to an account not yet verified waits for it, and the seller is told so at once. */
export const payoutDue = (sellerId: string, o: About, amount: number, accountVerified: boolean): Notice => ({
  userId: sellerId,
  type: "order_status",
  title: "Payout due",
  message: accountVerified
    ? `A payout of ${formatRupees(amount)} for ${ref(o)} is due to your bank account.`
    : `A payout of ${formatRupees(amount)} for ${ref(o)} is due. It waits until the bank account you chose for this listing is verified (Account > Bank accounts).`,
  link: linkTo(o),
});

/** A delivery attempt failed (the courier's NDR): the buyer is asked to be reachable, the admins to follow up. */
export const deliveryAttemptFailed = (userId: string, o: About, forBuyer: boolean): Notice => ({
  userId,
  type: "order_status",
  title: "Delivery attempt failed",
  message: forBuyer
    ? `The courier could not deliver your ${ref(o)}. They will try again; please keep your phone reachable.`
    : `The courier could not deliver ${ref(o)}. Check the shipment and follow up with the buyer.`,
  link: linkTo(o),
});

/** To each admin: a delivery the courier reported with no pickup before it holds the seller's payout. */
export const payoutHeld = (adminId: string, o: About): Notice => ({
  userId: adminId,
  type: "order_status",
  title: "Payout held for a look",
  message: `The courier reported ${ref(o)} delivered with no pickup scan before it. Check the delivery, then release the payout in Orders.`,
  // The Orders tab found by the order's number: where the hold shows and is released.
  link: `/admin-panel?tab=orders&q=${o.orderNumber}`,
});
