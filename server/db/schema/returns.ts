import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { citext, id, isOneOf, money } from "./columns";
import { orders } from "./orders";

const RETURN_REASONS = ["dont_want_anymore", "received_faulty", "wrong_size", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * requested -> approved | rejected; approved -> returned (the parcel is back with the seller, who has 48 hours to
 * check it); returned -> processed (received as described, or no answer: refund issued) | disputed; disputed ->
 * processed (the admin refunds, in full or less the fee) | refused (the admin refuses: the seller is paid).
 */
const RETURN_STATUSES = ["requested", "approved", "rejected", "returned", "disputed", "processed", "refused"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** How the seller's check ended: their answer, or the 48 hours passing with none (counts as received). */
const CHECK_OUTCOMES = ["received", "timed_out", "disputed"] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];
const DISPUTE_REASONS = ["not_the_item_sold", "damaged_after_delivery", "parts_missing", "other"] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
const RETURN_DECISIONS = ["refund_full", "refund_less_fee", "refuse"] as const;
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];

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
    /** The buyer's photos of the problem (stored as listing photos are: the URL of each one's full size). */
    photos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    approvedAt: timestamp({ withTimezone: true }),
    /** The parcel back with the seller (the courier's delivered scan, or the admin): the 48-hour check starts. */
    returnedAt: timestamp({ withTimezone: true }),
    /** The seller's own words on the claim, with photos, any time before the check. */
    sellerNote: text(),
    sellerPhotos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    checkedAt: timestamp({ withTimezone: true }),
    checkOutcome: text().$type<CheckOutcome>(),
    disputeReason: text().$type<DisputeReason>(),
    disputeNote: text(),
    disputePhotos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    decision: text().$type<ReturnDecision>(),
    decisionNote: text(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("return_requests_status_requested_at_idx").on(t.status, t.requestedAt),
    /**
     * The price guide's returns that undo a sale (any but rejected or refused), by when they were asked for: a return
     * comes after its delivery, so those of the guide's window are a range of this index, read without the table.
     */
    index("return_requests_price_guide_idx")
      .on(t.requestedAt, t.orderId)
      .where(sql`${t.status} NOT IN ('rejected', 'refused')`),
    /** The check-timeout job's look-up: returns waiting for the seller's check, oldest first. */
    index("return_requests_returned_at_idx")
      .on(t.returnedAt)
      .where(sql`${t.status} = 'returned'`),
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
    check("return_requests_check_outcome_check", isOneOf(t.checkOutcome, CHECK_OUTCOMES)),
    check("return_requests_dispute_reason_check", isOneOf(t.disputeReason, DISPUTE_REASONS)),
    check("return_requests_decision_check", isOneOf(t.decision, RETURN_DECISIONS)),
    check("return_requests_photos_check", sql`cardinality(${t.photos}) <= 5`),
    check("return_requests_seller_photos_check", sql`cardinality(${t.sellerPhotos}) <= 5`),
    check("return_requests_dispute_photos_check", sql`cardinality(${t.disputePhotos}) <= 5`),
    check(
      "return_requests_returned_check",
      sql`${t.status} NOT IN ('returned', 'disputed', 'refused') OR ${t.returnedAt} IS NOT NULL`,
    ),
    check(
      "return_requests_disputed_check",
      sql`${t.status} <> 'disputed' OR (${t.disputeReason} IS NOT NULL AND cardinality(${t.disputePhotos}) >= 1)`,
    ),
    check(
      "return_requests_decided_check",
      sql`${t.decision} IS NULL OR (${t.decidedAt} IS NOT NULL AND btrim(coalesce(${t.decisionNote}, '')) <> '')`,
    ),
    check(
      "return_requests_processed_check",
      sql`${t.status} <> 'processed' OR (${t.processedAt} IS NOT NULL AND ${t.refundAmount} IS NOT NULL)`,
    ),
  ],
);
