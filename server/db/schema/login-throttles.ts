import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./users";

/**
 * Wrong-password counts for one account from one client address, and one row (client "*") for the account
 * across all addresses (docs/decisions/0008-sign-in-throttles.md). Failures older than the row's window are
 * forgotten; a lock that has run out starts a fresh window.
 */
export const loginThrottles = pgTable(
  "login_throttles",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The client's address (an IPv6 client's /64), or "*" for the account as a whole. */
    client: text().notNull(),
    failures: integer().notNull().default(0),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.client] }),
    check("login_throttles_failures_check", sql`${t.failures} >= 0`),
  ],
);
