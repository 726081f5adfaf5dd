import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf, money, updatedAt } from "./columns";
import { orders } from "./orders";
import { payments } from "./payments";

const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money going back to a buyer: a cancelled order, a processed return, or a duplicate payment for a listing
 * already sold (no order then). At most one refund per payment, so a retried sweep cannot pay twice.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    paymentId: uuid()
      .notNull()
      .unique("refunds_payment_id_unique")
      .references(() => payments.id, { onDelete: "restrict" }),
    orderId: uuid().references(() => orders.id, { onDelete: "restrict" }),
    amount: money().notNull(),
    reason: text().notNull(),
    status: text().$type<RefundStatus>().notNull().default("pending"),
    gatewayRefundId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("refunds_order_id_idx").on(t.orderId),
    index("refunds_status_created_at_idx").on(t.status, t.createdAt),
    check("refunds_amount_check", sql`${t.amount} > 0`),
    check("refunds_status_check", isOneOf(t.status, REFUND_STATUSES)),
  ],
);
