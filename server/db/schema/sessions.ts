import { sql } from "drizzle-orm";
import { check, index, inet, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    /** SHA-256 of the bearer token, lower-case hex; the token itself is never stored. */
    tokenHash: text().notNull().unique("sessions_token_hash_unique"),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Sliding: moved forward on use (docs/product.md#accounts: 30-day sliding expiry). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: inet(),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
    check("sessions_token_hash_check", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
