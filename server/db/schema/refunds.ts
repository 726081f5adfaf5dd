import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    /** Gateway refusals so far; the refund job gives up (failed) after REFUND_MAX_ATTEMPTS. */
    attempts: integer().notNull().default(0),
    /** The refund job asks the gateway no sooner than this: a claim, and the back-off after a refusal. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("refunds_order_id_idx").on(t.orderId),
    index("refunds_status_next_attempt_at_idx").on(t.status, t.nextAttemptAt),
    check("refunds_amount_check", sql`${t.amount} > 0`),
    check("refunds_status_check", isOneOf(t.status, REFUND_STATUSES)),
  ],
);
