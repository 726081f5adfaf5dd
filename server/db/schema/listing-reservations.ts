import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { payments } from "./payments";
import { products } from "./products";
import { users } from "./users";

/**
 * The 15-minute hold a buyer gets when payment starts (docs/product.md#checkout). One row per listing at
 * most: a second buyer's insert conflicts (409) unless the old hold has expired and is taken over.
 */
export const listingReservations = pgTable(
  "listing_reservations",
  {
    id: id(),
    productId: uuid()
      .notNull()
      .unique("listing_reservations_product_id_unique")
      .references(() => products.id, { onDelete: "cascade" }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** cascade: a hold exists only for its payment attempt. */
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("listing_reservations_expires_at_idx").on(t.expiresAt),
    index("listing_reservations_buyer_id_idx").on(t.buyerId),
    index("listing_reservations_payment_id_idx").on(t.paymentId),
  ],
);
