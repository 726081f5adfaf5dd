import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bankAccounts } from "./bank-accounts";
import { createdAt, id, isOneOf, money, updatedAt } from "./columns";
import { orders } from "./orders";
import { users } from "./users";

/** due: owed (and not with the provider); sending: an attempt is with the provider; paid: the bank paid it. */
const PAYOUT_STATUSES = ["due", "sending", "paid"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What the platform owes a seller for a delivered order whose return window closed without a return. */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .unique("payouts_order_id_unique")
      .references(() => orders.id, { onDelete: "restrict" }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /**
     * set null: the seller may replace a closed bank account; a due payout then waits for a new one, and a
     * paid one keeps its bank reference as the record.
     */
    bankAccountId: uuid().references(() => bankAccounts.id, { onDelete: "set null" }),
    /** finalPrice - sellerFee - tds. */
    amount: money().notNull(),
    /** Income tax deducted under section 194-O (docs/tax.md): paid to the government, not to the seller. */
    tds: money().notNull().default(0),
    status: text().$type<PayoutStatus>().notNull().default("due"),
    /** The bank's reference: the UTR the provider reported, or what the admin typed when paying by hand. */
    bankReference: text(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    /** Attempts made through the payouts provider; each has its own idempotency key. */
    attempt: integer().notNull().default(0),
    /** Stored before the call: a retry after a lost answer sends this key with this exact body. */
    idempotencyKey: text(),
    requestBody: text(),
    /** Calls made for the current attempt (the first, then retries after 1, 2 and 5 minutes). */
    sendTries: integer().notNull().default(0),
    sentAt: timestamp({ withTimezone: true }),
    nextAttemptAt: timestamp({ withTimezone: true }),
    providerPayoutId: text(),
    providerStatus: text(),
    /** Why the last attempt failed or was reversed, in our words; cleared when a new attempt starts. */
    failureReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payouts_status_due_at_idx").on(t.status, t.dueAt),
    index("payouts_seller_id_idx").on(t.sellerId),
    index("payouts_bank_account_id_idx").on(t.bankAccountId),
    index("payouts_status_next_attempt_at_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("payouts_provider_payout_id_idx").on(t.providerPayoutId),
    check("payouts_amount_check", sql`${t.amount} >= 0`),
    check("payouts_tds_check", sql`${t.tds} >= 0`),
    check("payouts_status_check", isOneOf(t.status, PAYOUT_STATUSES)),
    check(
      "payouts_idempotency_key_check",
      sql`${t.idempotencyKey} IS NULL OR length(${t.idempotencyKey}) BETWEEN 4 AND 36`,
    ),
    check(
      "payouts_paid_check",
      sql`${t.status} <> 'paid' OR (${t.paidAt} IS NOT NULL AND btrim(coalesce(${t.bankReference}, ${t.providerPayoutId}, '')) <> '')`,
    ),
  ],
);
