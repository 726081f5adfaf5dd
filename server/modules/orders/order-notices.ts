import { notificationLinks } from "@contract/notifications";
import { formatOrderNumber } from "@contract/order-number";
import type { ReturnReason } from "../../db/schema/returns";
import { notificationText as text, type NotificationInput } from "../notifications";

/** What a person is told about an order: each notice names the order by its number and the item by its title. */
export type Notice = NotificationInput & { link: string };

export interface About {
  orderId: string;
  orderNumber: number;
  title: string;
}

/** Buyer and seller alike are taken to the order's own page, which shows each their view of it. */
export const linkTo = (o: About) => notificationLinks.order(o.orderId);

export const ref = (o: About) => `order ${formatOrderNumber(o.orderNumber)} ("${o.title}")`;

/** The figures a notice's words name: the order's number and the item's title. */
export const named = (o: About) => ({ orderNumber: o.orderNumber, title: o.title });

export const stepReached = (
  buyerId: string,
  o: About,
  step: "confirmed" | "picked_up" | "out_for_delivery",
): Notice => ({
  userId: buyerId,
  type: "order_status",
  text: text("orderStep", { ...named(o), step }),
  link: linkTo(o),
});

export const delivered = (buyerId: string, o: About): Notice => ({
  userId: buyerId,
  type: "order_delivered",
  text: text("orderDelivered", named(o)),
  link: notificationLinks.rate(o.orderId),
});

/** The seller hears of the delivery too, and is asked to rate the buyer (the delivery happens once, so this does). */
export const deliveredForSeller = (sellerId: string, o: About): Notice => ({
  userId: sellerId,
  type: "order_delivered",
  text: text("orderDeliveredForSeller", named(o)),
  link: notificationLinks.rate(o.orderId),
});

export const deliveryDate = (buyerId: string, o: About, date: string): Notice => ({
  userId: buyerId,
  type: "delivery_date",
  text: text("deliveryDate", { ...named(o), date }),
  link: linkTo(o),
});

export type CancelledBy = "buyer" | "admin" | "deadline" | "courier";

export const cancelledForBuyer = (buyerId: string, o: About, by: CancelledBy, refund: number): Notice => ({
  userId: buyerId,
  type: "order_status",
  text: text("cancelledForBuyer", { ...named(o), by, refund }),
  link: linkTo(o),
});

export const cancelledForSeller = (sellerId: string, o: About, by: CancelledBy): Notice => ({
  userId: sellerId,
  type: "order_status",
  text: text("cancelledForSeller", { ...named(o), by }),
  link: linkTo(o),
});

export const returnRequested = (sellerId: string, o: About, reason: ReturnReason): Notice => ({
  userId: sellerId,
  type: "order_status",
  text: text("returnRequested", { ...named(o), reason }),
  link: linkTo(o),
});

export const returnApproved = (buyerId: string, o: About): Notice => ({
  userId: buyerId,
  type: "order_status",
  text: text("returnApproved", named(o)),
  link: linkTo(o),
});

export const returnRejected = (buyerId: string, o: About, note: string): Notice => ({
  userId: buyerId,
  type: "order_status",
  text: text("returnRejected", { ...named(o), note }),
  link: linkTo(o),
});

export const returnProcessedForSeller = (sellerId: string, o: About): Notice => ({
  userId: sellerId,
  type: "order_status",
  text: text("returnProcessedForSeller", named(o)),
  link: linkTo(o),
});

/** A payout to an account not yet verified waits for it, and the seller is told so at once. */
export const payoutDue = (sellerId: string, o: About, amount: number, accountVerified: boolean): Notice => ({
  userId: sellerId,
  type: "order_status",
  text: text("payoutDue", { ...named(o), amount, accountVerified }),
  link: linkTo(o),
});

/** A delivery attempt failed (the courier's NDR): the buyer is asked to be reachable, the admins to follow up. */
export const deliveryAttemptFailed = (userId: string, o: About, forBuyer: boolean): Notice =>
  forBuyer
    ? { userId, type: "order_status", text: text("deliveryAttemptFailed", named(o)), link: linkTo(o) }
    : {
        userId,
        type: "order_status",
        title: "Delivery attempt failed",
        message: `The courier could not deliver ${ref(o)}. Check the shipment and follow up with the buyer.`,
        link: linkTo(o),
      };

/** To each admin: a delivery the courier reported with no pickup before it holds the seller's payout. */
export const payoutHeld = (adminId: string, o: About): Notice => ({
  userId: adminId,
  type: "order_status",
  title: "Payout held for a look",
  message: `The courier reported ${ref(o)} delivered with no pickup scan before it. Check the delivery, then release the payout in Orders.`,
  // The Orders tab found by the order's number: where the hold shows and is released.
  link: `/admin-panel?tab=orders&q=${o.orderNumber}`,
});
