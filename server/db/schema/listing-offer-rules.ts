import { sql } from "drizzle-orm";
import { check, pgTable, uuid } from "drizzle-orm/pg-core";
import { isWholeRupees, money, updatedAt } from "./columns";
import { products } from "./products";

/**
 * A seller's private answers to offers on one listing (decision 0050): at or above `autoAcceptAt` an offer is
 * accepted at once, below `autoDeclineBelow` declined at once. A table of its own so that no select of listings,
 * public or not, can ever carry them; only the offers module reads or writes it.
 */
export const listingOfferRules = pgTable(
  "listing_offer_rules",
  {
    productId: uuid()
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    autoAcceptAt: money(),
    autoDeclineBelow: money(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("listing_offer_rules_accept_check", sql`${t.autoAcceptAt} > 0 AND ${isWholeRupees(t.autoAcceptAt)}`),
    check("listing_offer_rules_decline_check", sql`${t.autoDeclineBelow} > 0 AND ${isWholeRupees(t.autoDeclineBelow)}`),
    check("listing_offer_rules_order_check", sql`${t.autoDeclineBelow} <= ${t.autoAcceptAt}`),
  ],
);
