import { sql } from "drizzle-orm";
import { check, integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * What each seller has sold: the orders that reached delivered (a later return does not undo a sale, as the order
 * stays delivered). Counted in the transaction that delivers the order (an upsert: concurrent deliveries queue on
 * the row), so a public profile reads one number instead of counting a busy seller's orders (decision 0024).
 */
export const salesTotals = pgTable(
  "sales_totals",
  {
    sellerId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    itemsSold: integer().notNull().default(0),
  },
  (t) => [check("sales_totals_items_sold_check", sql`${t.itemsSold} >= 0`)],
);
