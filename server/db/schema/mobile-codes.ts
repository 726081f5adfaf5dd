import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf } from "./columns";
import { users } from "./users";

/**
 * `login`: a sign-in code to a number, whoever holds it. `verify_mobile`: a code an account asked for to prove its
 * current or new number. `register`: proof that a number was verified by a sign-in code no account matched,
 * spent by the registration that follows within 15 minutes (docs/decisions/0041-mobile-verification.md).
 */
const MOBILE_CODE_PURPOSES = ["login", "verify_mobile", "register"] as const;
export type MobileCodePurpose = (typeof MOBILE_CODE_PURPOSES)[number];

/** SMS codes, stored as an HMAC of purpose, number and code (docs/providers/msg91.md#codes): never the code. */
export const mobileCodes = pgTable(
  "mobile_codes",
  {
    id: id(),
    mobile: varchar({ length: 10 }).notNull(),
    purpose: text().$type<MobileCodePurpose>().notNull(),
    /** The account that asked (verify_mobile): only it can use the code. */
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mobile_codes_mobile_purpose_created_at_idx").on(t.mobile, t.purpose, t.createdAt),
    index("mobile_codes_user_id_idx").on(t.userId),
    check("mobile_codes_purpose_check", isOneOf(t.purpose, MOBILE_CODE_PURPOSES)),
    check("mobile_codes_attempts_check", sql`${t.attempts} >= 0`),
  ],
);
