import { index, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { products } from "./products";
import { users } from "./users";

export const wishlist = pgTable(
  "wishlist",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    /** A second add conflicts: the API answers 409. */
    unique("wishlist_user_id_product_id_unique").on(t.userId, t.productId),
    index("wishlist_product_id_idx").on(t.productId),
  ],
);
