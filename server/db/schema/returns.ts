import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { citext, id, isOneOf, money } from "./columns";
import { orders } from "./orders";

const RETURN_REASONS = ["dont_want_anymore", "received_faulty", "wrong_size", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** requested -> approved | rejected; approved -> processed (refund issued). */
const RETURN_STATUSES = ["requested", "approved", "rejected", "processed"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const returnRequests = pgTable(
  "return_requests",
  {
    id: id(),
    /** One return per order (docs/product.md#orders); cascade: a return is part of its order. */
    orderId: uuid()
      .notNull()
      .unique("return_requests_order_id_unique")
      .references(() => orders.id, { onDelete: "cascade" }),
    reason: text().$type<ReturnReason>().notNull(),
    customReason: text(),
    /** Free text: the return's kind has no fixed list of values. */
    returnType: text(),
    status: text().$type<ReturnStatus>().notNull().default("requested"),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
    rejectionNote: text(),
    /** The buyer's contact details when the return was asked for, for the pickup team. */
    customerEmail: citext(),
    customerMobile: varchar({ length: 10 }),
    /** Set when processed: full, or less max(Rs 100, delivery charge) for the buyer's own choice. */
    refundAmount: money(),
  },
  (t) => [
    index("return_requests_status_requested_at_idx").on(t.status, t.requestedAt),
    check("return_requests_reason_check", isOneOf(t.reason, RETURN_REASONS)),
    check("return_requests_status_check", isOneOf(t.status, RETURN_STATUSES)),
    check(
      "return_requests_custom_reason_check",
      sql`${t.reason} <> 'other' OR btrim(coalesce(${t.customReason}, '')) <> ''`,
    ),
    check(
      "return_requests_rejection_note_check",
      sql`${t.status} <> 'rejected' OR btrim(coalesce(${t.rejectionNote}, '')) <> ''`,
    ),
    check("return_requests_refund_amount_check", sql`${t.refundAmount} >= 0`),
    check(
      "return_requests_processed_check",
      sql`${t.status} <> 'processed' OR (${t.processedAt} IS NOT NULL AND ${t.refundAmount} IS NOT NULL)`,
    ),
  ],
);
