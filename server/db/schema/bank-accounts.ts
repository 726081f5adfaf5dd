import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf, updatedAt } from "./columns";
import { users } from "./users";

const BANK_ACCOUNT_TYPES = ["savings", "current"] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
/**
 * The penny drop's verdict: unverified (waits for the admin, as before penny drops), verifying, verified,
 * needs_review (the bank's name for the account is not the seller's own name), failed (the bank refused the account,
 * or could not be reached), rejected (an admin decided it is not the seller's). isVerified stays the one flag payouts
 * read; the admin's Verify sets it whatever this says.
 */
const VERIFICATION_STATUSES = ["unverified", "verifying", "verified", "needs_review", "failed", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: id(),
    /** docs/product.md#accounts: deleting a user removes their bank accounts. */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountHolderName: varchar({ length: 255 }).notNull(),
    /** Encrypted at rest (docs/product.md#listings); only the owner's masked view and the admin payout view read it. */
    accountNumberEncrypted: text().notNull(),
    accountNumberLast4: varchar({ length: 4 }).notNull(),
    /**
     * A keyed hash of the number (Encryptor.fingerprint): finds the same number again (a seller's duplicate, a penny
     * drop to reuse, the per-number daily limit) without decrypting every row. Null on rows from before it existed.
     */
    accountNumberFingerprint: text(),
    ifscCode: varchar({ length: 11 }).notNull(),
    bankName: varchar({ length: 255 }).notNull(),
    branchName: varchar({ length: 255 }),
    accountType: varchar({ length: 20 }).$type<BankAccountType>().notNull().default("savings"),
    isPrimary: boolean().notNull().default(false),
    isVerified: boolean().notNull().default(false),
    verificationStatus: varchar({ length: 20 }).$type<VerificationStatus>().notNull().default("unverified"),
    /** Our words for a failed check ("the bank says this account is invalid"); never the provider's raw text. */
    verificationNote: varchar({ length: 200 }),
    /** The holder's name as the bank has it, from the penny drop. */
    registeredName: varchar({ length: 255 }),
    /** The provider's fund account for this account (fa_...), made once and reused. */
    fundAccountId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bank_accounts_user_id_idx").on(t.userId),
    /** docs/product.md#listings: exactly one primary per user; Set Primary clears the old one in the same transaction. */
    uniqueIndex("bank_accounts_one_primary_per_user_idx")
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    check("bank_accounts_account_type_check", isOneOf(t.accountType, BANK_ACCOUNT_TYPES)),
    check("bank_accounts_verification_status_check", isOneOf(t.verificationStatus, VERIFICATION_STATUSES)),
    check("bank_accounts_ifsc_code_check", sql`${t.ifscCode} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
    check("bank_accounts_account_number_last4_check", sql`${t.accountNumberLast4} ~ '^[0-9]{4}$'`),
  ],
);
