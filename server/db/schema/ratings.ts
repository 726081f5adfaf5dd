import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { orders } from "./orders";
import { users } from "./users";

export const ratings = pgTable(
  "ratings",
  {
    id: id(),
    /** cascade: a rating belongs to its order (orders themselves are never deleted). */
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    raterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ratedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint().notNull(),
    /** Scrubbed of contact details before it is stored, as offer messages are. */
    comment: text(),
    createdAt: createdAt(),
    /** An admin hid the comment (the stars still count); null again when restored. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    /**
     * When the public (and the other party) may see it: the moment the counterpart rated, or RATING_BLIND_DAYS
     * after delivery, whichever comes first. Set when it is stored and brought forward when the counterpart rates.
     */
    visibleAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    /** Each party rates an order once. */
    unique("ratings_order_id_rater_id_unique").on(t.orderId, t.raterId),
    /** A profile's review pages, newest first (read backwards, which is the order by ... desc with its nulls first). */
    index("ratings_rated_id_created_at_idx").on(t.ratedId, t.createdAt, t.id),
    /** The few ratings a person received that are still blind, subtracted from their totals. */
    index("ratings_rated_id_visible_at_idx").on(t.ratedId, t.visibleAt),
    index("ratings_rater_id_idx").on(t.raterId),
    check("ratings_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
    check("ratings_not_self_check", sql`${t.raterId} <> ${t.ratedId}`),
  ],
);

/**
 * Stars each person has received, counted when each rating is stored (in its transaction), blind or not: a profile
 * reads five numbers instead of counting a busy seller's hundred thousand ratings (decision 0024).
 */
export const ratingTotals = pgTable(
  "rating_totals",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    stars1: integer().notNull().default(0),
    stars2: integer().notNull().default(0),
    stars3: integer().notNull().default(0),
    stars4: integer().notNull().default(0),
    stars5: integer().notNull().default(0),
  },
  (t) => [
    check(
      "rating_totals_not_negative_check",
      sql`${t.stars1} >= 0 AND ${t.stars2} >= 0 AND ${t.stars3} >= 0 AND ${t.stars4} >= 0 AND ${t.stars5} >= 0`,
    ),
  ],
);
