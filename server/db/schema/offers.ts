import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf, isWholeRupees, money, updatedAt } from "./columns";
import { products } from "./products";
import { users } from "./users";

/**
 * pending -> accepted | rejected | countered; countered -> accepted | declined (docs/product.md#offers).
 * pending, countered and accepted-unpaid become expired once `expiresAt` passes; the buyer may withdraw a
 * pending or countered one.
 */
const OFFER_STATUSES = ["pending", "accepted", "rejected", "countered", "declined", "expired", "withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Offers that still await an answer: at most one per buyer per listing. */
const OPEN_OFFER_STATUSES = ["pending", "countered"] as const satisfies readonly OfferStatus[];

export const offers = pgTable(
  "offers",
  {
    id: id(),
    /** cascade: an offer means nothing without its listing (listings with orders cannot be deleted). */
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The listing's seller when the offer was made, so "offers received" needs no join. */
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: money().notNull(),
    counterAmount: money(),
    /** Scrubbed of phone numbers, e-mail addresses and UPI IDs before it is stored. */
    message: text(),
    status: text().$type<OfferStatus>().notNull().default("pending"),
    /**
     * When the party that must act next (seller on pending, buyer on countered, buyer paying on accepted) runs
     * out of time: 48 hours from the last transition, set by the database clock.
     */
    expiresAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now() + interval '48 hours'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The seller's first answer (accept, reject or counter; or the listing leaving the market), set once: what a
     * public profile's response figures measure, whatever happens to the offer afterwards.
     */
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("offers_one_open_per_buyer_product_idx")
      .on(t.productId, t.buyerId)
      .where(isOneOf(t.status, OPEN_OFFER_STATUSES)),
    index("offers_product_id_created_at_idx").on(t.productId, t.createdAt.desc()),
    index("offers_buyer_id_created_at_idx").on(t.buyerId, t.createdAt.desc()),
    /** Offers received, newest first; respondedAt too, so computing a profile's response figures is an index-only read. */
    index("offers_seller_id_created_at_idx").on(t.sellerId, t.createdAt.desc(), t.respondedAt),
    /** The expiry job's sweep: only offers that can still expire. */
    index("offers_live_expires_at_idx")
      .on(t.expiresAt)
      .where(isOneOf(t.status, ["pending", "countered", "accepted"])),
    check("offers_amount_check", sql`${t.amount} > 0 AND ${isWholeRupees(t.amount)}`),
    check("offers_counter_amount_check", sql`${t.counterAmount} > 0 AND ${isWholeRupees(t.counterAmount)}`),
    check("offers_status_check", isOneOf(t.status, OFFER_STATUSES)),
    check("offers_countered_has_amount_check", sql`${t.status} <> 'countered' OR ${t.counterAmount} IS NOT NULL`),
    check("offers_not_own_listing_check", sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);
