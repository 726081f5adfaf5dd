import { check, index, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { bankAccounts } from "./bank-accounts";
import { createdAt, id, isOneOf, updatedAt } from "./columns";
import { users } from "./users";

/** The payouts provider's contact for a seller (cont_...): made once per seller and reused. */
export const payoutContacts = pgTable("payout_contacts", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  contactId: text().notNull(),
  createdAt: createdAt(),
});

const VALIDATION_STATUSES = ["created", "completed", "failed", "refused"] as const;
export type ValidationStatus = (typeof VALIDATION_STATUSES)[number];

/**
 * Each penny drop asked of the provider for a bank account (fav_...): the seller's retries and the daily limits per
 * seller and per account number are counted here, a webhook finds its account by the validation id, and a completed
 * one's answer (accountStatus, registeredName) is reused for the same number and IFSC for 30 days instead of paying
 * again. `refused`: the provider would not validate.
 */
export const bankAccountValidations = pgTable(
  "bank_account_validations",
  {
    id: id(),
    bankAccountId: uuid()
      .notNull()
      .references(() => bankAccounts.id, { onDelete: "cascade" }),
    providerValidationId: text(),
    status: varchar({ length: 20 }).$type<ValidationStatus>().notNull().default("created"),
    /** The account's number fingerprint and IFSC when the penny drop was paid for (null on older rows). */
    accountNumberFingerprint: text(),
    ifscCode: varchar({ length: 11 }),
    /** The bank's answer: active or invalid, and the holder's name as the bank has it. */
    accountStatus: varchar({ length: 20 }),
    registeredName: varchar({ length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bank_account_validations_account_idx").on(t.bankAccountId, t.createdAt),
    index("bank_account_validations_provider_idx").on(t.providerValidationId),
    index("bank_account_validations_fingerprint_idx").on(t.accountNumberFingerprint, t.createdAt),
    check("bank_account_validations_status_check", isOneOf(t.status, VALIDATION_STATUSES)),
  ],
);
