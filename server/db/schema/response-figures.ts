import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A seller's offer response figures as last computed, so a public profile reads one row instead of ten thousand
 * offers (decision 0024). Every offer write marks the seller's row stale and bumps `version` in its own transaction;
 * a profile that finds it stale, missing or older than an hour recomputes and stores the result only if `version`
 * is still the one it saw, so a figure computed before an offer changed can never overwrite the invalidation.
 */
export const responseFigures = pgTable(
  "response_figures",
  {
    sellerId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Offers received in the window when computed, and how many were answered within RESPONSE_HOURS. */
    offersCounted: integer().notNull().default(0),
    answeredInTime: integer().notNull().default(0),
    /** The median wait for an answer, in hours; null when none was answered. */
    medianHours: doublePrecision(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    stale: boolean().notNull().default(true),
    version: integer().notNull().default(0),
  },
  (t) => [
    check(
      "response_figures_counts_check",
      sql`${t.offersCounted} >= 0 AND ${t.answeredInTime} BETWEEN 0 AND ${t.offersCounted}`,
    ),
  ],
);
