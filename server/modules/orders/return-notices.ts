import type { ReturnDecision } from "../../db/schema/returns";
import { notificationText as text } from "../notifications";
import { linkTo, named, ref, type About, type Notice } from "./order-notices";

/**
 * What each side is told as a return is checked and, when disputed, decided (docs/product.md#returns). The words, in
 * each language, are in the notifications module's table (NOTIFICATION_TEXTS).
 */

export const backForCheck = (sellerId: string, o: About, checkBy: Date): Notice => ({
  userId: sellerId,
  type: "order_status",
  text: text("returnBackForCheck", { ...named(o), checkBy }),
  link: linkTo(o),
});

export const backWithSellerForBuyer = (buyerId: string, o: About): Notice => ({
  userId: buyerId,
  type: "order_status",
  text: text("returnBackWithSellerForBuyer", named(o)),
  link: linkTo(o),
});

export const checkTimedOutForSeller = (sellerId: string, o: About): Notice => ({
  userId: sellerId,
  type: "order_status",
  text: text("returnCheckTimedOut", named(o)),
  link: linkTo(o),
});

export const refundedAfterCheck = (buyerId: string, o: About, refund: number): Notice => ({
  userId: buyerId,
  type: "order_status",
  text: text("returnRefundedAfterCheck", { ...named(o), refund }),
  link: linkTo(o),
});

export const disputedForBuyer = (buyerId: string, o: About): Notice => ({
  userId: buyerId,
  type: "order_status",
  text: text("returnDisputedForBuyer", named(o)),
  link: linkTo(o),
});

/** To an admin (staff read English, decision 0046). */
export const disputedForAdmin = (adminId: string, o: About): Notice => ({
  userId: adminId,
  type: "order_status",
  title: "Return disputed",
  message: `The seller disputed the returned ${ref(o)}. Decide it in Returns.`,
  link: "/admin-panel?tab=returns&status=disputed",
});

export const decidedForBuyer = (
  buyerId: string,
  o: About,
  decision: ReturnDecision,
  refund: number,
  note: string,
): Notice => ({
  userId: buyerId,
  type: "order_status",
  text: text("returnDecidedForBuyer", { ...named(o), decision, refund, note }),
  link: linkTo(o),
});

export const decidedForSeller = (sellerId: string, o: About, decision: ReturnDecision, note: string): Notice => ({
  userId: sellerId,
  type: "order_status",
  text: text("returnDecidedForSeller", { ...named(o), decision, note }),
  link: linkTo(o),
});
