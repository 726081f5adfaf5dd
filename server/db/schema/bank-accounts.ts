import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf, updatedAt } from "./columns";
import { users } from "./users";

const BANK_ACCOUNT_TYPES = ["savings", "current"] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: id(),
    /** Part 1 §3: deleting a user removes their bank accounts. */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountHolderName: varchar({ length: 255 }).notNull(),
    /** Encrypted at rest (DECISIONS.md); only the owner's masked view and the admin payout view read it. */
    accountNumberEncrypted: text().notNull(),
    accountNumberLast4: varchar({ length: 4 }).notNull(),
    ifscCode: varchar({ length: 11 }).notNull(),
    bankName: varchar({ length: 255 }).notNull(),
    branchName: varchar({ length: 255 }),
    accountType: varchar({ length: 20 }).$type<BankAccountType>().notNull().default("savings"),
    isPrimary: boolean().notNull().default(false),
    isVerified: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bank_accounts_user_id_idx").on(t.userId),
    /** Part 2 §4: exactly one primary per user; Set Primary clears the old one in the same transaction. */
    uniqueIndex("bank_accounts_one_primary_per_user_idx")
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    check("bank_accounts_account_type_check", isOneOf(t.accountType, BANK_ACCOUNT_TYPES)),
    check("bank_accounts_ifsc_code_check", sql`${t.ifscCode} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
    check("bank_accounts_account_number_last4_check", sql`${t.accountNumberLast4} ~ '^[0-9]{4}$'`),
  ],
);
