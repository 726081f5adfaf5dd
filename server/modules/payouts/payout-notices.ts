import { formatRupees } from "@contract/money-format";
import { notificationLinks } from "@contract/notifications";
import { notificationText as text } from "../notifications";
import { formatOrderNumber } from "@contract/order-number";

/** What a seller is told about a payout: each notice names the order by its number and the item by its title. */
interface About {
  orderId: string;
  orderNumber: number;
  title: string;
}

const named = (o: About) => ({ orderNumber: o.orderNumber, title: o.title });

export const payoutPaid = (sellerId: string, o: About, amount: number, reference: string | null) => ({
  userId: sellerId,
  type: "order_status" as const,
  text: text("payoutPaid", { ...named(o), amount, reference }),
  link: notificationLinks.order(o.orderId),
});

export const payoutFailed = (sellerId: string, o: About, amount: number, reason: string) => ({
  userId: sellerId,
  type: "order_status" as const,
  text: text("payoutFailed", { ...named(o), amount, reason }),
  link: notificationLinks.order(o.orderId),
});

export const payoutMoved = (sellerId: string, o: About, amount: number, last4: string) => ({
  userId: sellerId,
  type: "order_status" as const,
  text: text("payoutMoved", { ...named(o), amount, last4 }),
  link: notificationLinks.order(o.orderId),
});

/** The same news by mail, where a seller who did not ask for it will see it even if they never open the app. */
export const payoutMovedLines = (m: { amount: number; orderNumber: number; title: string; last4: string }) => [
  `Your payout of ${formatRupees(m.amount)} for order ${formatOrderNumber(m.orderNumber)} ("${m.title}") will now go to your bank account ending ${m.last4}.`,
  "If you did not ask for this, tell us at once through the Contact page, and check your bank accounts under Account > Bank accounts.",
];
