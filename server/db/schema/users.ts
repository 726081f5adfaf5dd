import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { citext, createdAt, id, isOneOf, updatedAt } from "./columns";

const USER_ROLES = ["buyer", "seller", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: id(),
    fullName: text().notNull(),
    /** citext: "Asha" and "asha" are the same username, for uniqueness and for plain `eq()` lookups. */
    username: citext().notNull().unique("users_username_unique"),
    /**
     * Unique only once verified (docs/decisions/0041-mobile-verification.md): a number typed at registration by
     * someone else must not block its real owner, who proves it by an SMS code and wins it.
     */
    mobile: varchar({ length: 10 }).notNull(),
    mobileVerified: boolean().notNull().default(false),
    email: citext().notNull().unique("users_email_unique"),
    passwordHash: text().notNull(),
    role: text().$type<UserRole>().notNull().default("buyer"),
    isVerified: boolean().notNull().default(false),
    /** Decision 0046: the language pages, mails, SMS and notifications use for this person. */
    language: text().$type<"en" | "hi">().notNull().default("en"),
    /** Per-account listing rate: new listings tried in the window that started at this time (listing-rate.ts). */
    listingWindowStartedAt: timestamp({ withTimezone: true }),
    listingsInWindow: integer().notNull().default(0),
    /** The privacy notice this person accepted at registration, and when (DPDP Act s.5; decision 0047). */
    privacyNoticeVersion: text(),
    privacyNoticeAcceptedAt: timestamp({ withTimezone: true }),
    /** The last data export: a conditional update on it lets one export an hour through (decision 0047). */
    dataExportedAt: timestamp({ withTimezone: true }),
    /** Set when the person erased the account: the row stays only for the orders and payouts the law keeps. */
    erasedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_role_check", isOneOf(t.role, USER_ROLES)),
    check("users_language_check", isOneOf(t.language, ["en", "hi"])),
    /** The admin's Users tab (newest first) and the analytics' sign-ups per day. */
    index("users_created_at_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** docs/product.md#accounts: 10 digits starting 6-9; an erased account's is ERASED_MOBILE (decision 0047). */
    check("users_mobile_check", sql`${t.mobile} ~ '^[6-9][0-9]{9}$' OR ${t.erasedAt} IS NOT NULL`),
    /** One number, one account: at most one account holds a number verified. */
    uniqueIndex("users_verified_mobile_unique")
      .on(t.mobile)
      .where(sql`${t.mobileVerified}`),
    index("users_mobile_idx").on(t.mobile),
  ],
);
