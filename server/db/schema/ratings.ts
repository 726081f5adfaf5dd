import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
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
  },
  (t) => [
    /** Each party rates an order once. */
    unique("ratings_order_id_rater_id_unique").on(t.orderId, t.raterId),
    index("ratings_rated_id_idx").on(t.ratedId),
    index("ratings_rater_id_idx").on(t.raterId),
    check("ratings_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
    check("ratings_not_self_check", sql`${t.raterId} <> ${t.ratedId}`),
  ],
);
