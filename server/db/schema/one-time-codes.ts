import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { citext, createdAt, id, isOneOf } from "./columns";

const ONE_TIME_CODE_PURPOSES = ["verify_email", "login", "reset_password", "change_email"] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/**
 * Keyed by e-mail, not by user: no foreign key, so a code outlives nothing it should not and the table
 * doubles as the per-address send log for the resend lock and send limits (docs/product.md#accounts).
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: id(),
    email: citext().notNull(),
    purpose: text().$type<OneTimeCodePurpose>().notNull(),
    /** The address that asked for the code (an IPv6 client's /64): only that address can use it or replace it. */
    client: text().notNull().default(""),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("one_time_codes_email_purpose_created_at_idx").on(t.email, t.purpose, t.createdAt),
    check("one_time_codes_purpose_check", isOneOf(t.purpose, ONE_TIME_CODE_PURPOSES)),
    check("one_time_codes_attempts_check", sql`${t.attempts} >= 0`),
  ],
);
