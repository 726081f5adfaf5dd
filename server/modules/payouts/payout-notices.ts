import { formatRupees } from "@contract/money-format";
import { notificationLinks } from "@contract/notifications";
import { formatOrderNumber } from "@contract/order-number";

/** What a seller is told about a payout: each notice names the order by its number and the item by its title. */
interface About {
  orderId: string;
  orderNumber: number;
  title: string;
}

const ref = (o: About) => `order ${formatOrderNumber(o.orderNumber)} ("${o.title}")`;

export const payoutPaid = (sellerId: string, o: About, amount: number, reference: string | null) => ({
  userId: sellerId,
  type: "order_status" as const,
  title: "Payout sent",
  message: reference
    ? `We paid ${formatRupees(amount)} for ${ref(o)} to your bank account (UTR ${reference}).`
    : `We paid ${formatRupees(amount)} for ${ref(o)} to your bank account.`,
  link: notificationLinks.order(o.orderId),
});

export const payoutFailed = (sellerId: string, o: About, amount: number, reason: string) => ({
  userId: sellerId,
  type: "order_status" as const,
  title: "Payout did not go through",
  message: `Your payout of ${formatRupees(amount)} for ${ref(o)} did not reach your bank: ${reason}. Please check your bank account under Account > Bank accounts; we will send it again.`,
  link: notificationLinks.order(o.orderId),
});

export const payoutMoved = (sellerId: string, o: About, amount: number, last4: string) => ({
  userId: sellerId,
  type: "order_status" as const,
  title: "Payout goes to another account",
  message: `Your payout of ${formatRupees(amount)} for ${ref(o)} will now go to your bank account ending ${last4}. If you did not ask for this, tell us at once through the Contact page.`,
  link: notificationLinks.order(o.orderId),
});

/** The same news by mail, where a seller who did not ask for it will see it even if they never open the app. */
export const payoutMovedLines = (m: { amount: number; orderNumber: number; title: string; last4: string }) => [
  `Your payout of ${formatRupees(m.amount)} for order ${formatOrderNumber(m.orderNumber)} ("${m.title}") will now go to your bank account ending ${m.last4}.`,
  "If you did not ask for this, tell us at once through the Contact page, and check your bank accounts under Account > Bank accounts.",
];
