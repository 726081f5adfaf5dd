import { formatRupees } from "@contract/money-format";
import { formatDeadlineIST } from "@contract/orders";
import type { ReturnDecision } from "../../db/schema/returns";
import { linkTo, ref, type About, type Notice } from "./order-notices";

/** What each side is told as a return is checked and, when disputed, decided (docs/product.md#returns). */

const refundWords = (refund: number) =>
  refund > 0
    ? `A refund of ${formatRupees(refund)} is on its way.`
    : "After the return fee there is nothing to refund.";

export const backForCheck = (sellerId: string, o: About, checkBy: Date): Notice => ({
  userId: sellerId,
  type: "order_status",
  title: "Returned item: check it",
  message: `The returned ${ref(o)} is back with you. Check it by ${formatDeadlineIST(checkBy)}: Received as described, or Dispute with photos. No answer by then counts as received and the buyer is refunded.`,
  link: linkTo(o),
});

export const backWithSellerForBuyer = (buyerId: string, o: About): Notice => ({
  userId: buyerId,
  type: "order_status",
  title: "Return delivered to the seller",
  message: `Your returned ${ref(o)} reached the seller, who has 48 hours to check it. Your refund follows the check.`,
  link: linkTo(o),
});

export const checkTimedOutForSeller = (sellerId: string, o: About): Notice => ({
  userId: sellerId,
  type: "order_status",
  title: "Return counted as received",
  message: `You did not check the returned ${ref(o)} within 48 hours, so it counted as received as described and the buyer has been refunded. There is no payout for this order.`,
  link: linkTo(o),
});

export const refundedAfterCheck = (buyerId: string, o: About, refund: number): Notice => ({
  userId: buyerId,
  type: "order_status",
  title: "Return checked: refund on its way",
  message: `Your return of ${ref(o)} is complete. ${refundWords(refund)}`,
  link: linkTo(o),
});

export const disputedForBuyer = (buyerId: string, o: About): Notice => ({
  userId: buyerId,
  type: "order_status",
  title: "Seller disputed your return",
  message: `The seller disputed the item that came back for ${ref(o)}. Dobara will look at both sides' words and photos and decide; nothing is refunded or paid until then.`,
  link: linkTo(o),
});

export const disputedForAdmin = (adminId: string, o: About): Notice => ({
  userId: adminId,
  type: "order_status",
  title: "Return disputed",
  message: `The seller disputed the returned ${ref(o)}. Decide it in Returns.`,
  link: "/admin-panel?tab=returns&status=disputed",
});

const DECIDED_FOR_BUYER: Record<ReturnDecision, (refund: number) => string> = {
  refund_full: (refund) => `Dobara decided your return in your favour. ${refundWords(refund)}`,
  refund_less_fee: (refund) => `Dobara decided to refund you less the return fee. ${refundWords(refund)}`,
  refuse: () =>
    "Dobara decided the item does not qualify for a refund; Dobara support will arrange to send it back to you at our cost.",
};
const DECIDED_FOR_SELLER: Record<ReturnDecision, string> = {
  refund_full: "Dobara decided for the buyer: they are refunded and there is no payout for this order.",
  refund_less_fee: "Dobara refunded the buyer less the return fee; there is no payout for this order.",
  refuse:
    "Dobara decided in your favour: the buyer is not refunded and your payout becomes due. The item goes back to the buyer at Dobara's cost.",
};

export const decidedForBuyer = (buyerId: string, o: About, decision: ReturnDecision, refund: number, note: string) =>
  ({
    userId: buyerId,
    type: "order_status",
    title: "Return dispute decided",
    message: `${ref(o)}: ${DECIDED_FOR_BUYER[decision](refund)} Note: ${note}`,
    link: linkTo(o),
  }) satisfies Notice;

export const decidedForSeller = (sellerId: string, o: About, decision: ReturnDecision, note: string) =>
  ({
    userId: sellerId,
    type: "order_status",
    title: "Return dispute decided",
    message: `${ref(o)}: ${DECIDED_FOR_SELLER[decision]} Note: ${note}`,
    link: linkTo(o),
  }) satisfies Notice;
