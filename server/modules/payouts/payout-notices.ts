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
