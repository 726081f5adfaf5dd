import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bankAccounts } from "./bank-accounts";
import { createdAt, id, isOneOf, money } from "./columns";
import { orders } from "./orders";
import { users } from "./users";

const PAYOUT_STATUSES = ["due", "paid"] as const;
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
    /** finalPrice - sellerFee. */
    amount: money().notNull(),
    status: text().$type<PayoutStatus>().notNull().default("due"),
    bankReference: text(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payouts_status_due_at_idx").on(t.status, t.dueAt),
    index("payouts_seller_id_idx").on(t.sellerId),
    index("payouts_bank_account_id_idx").on(t.bankAccountId),
    check("payouts_amount_check", sql`${t.amount} >= 0`),
    check("payouts_status_check", isOneOf(t.status, PAYOUT_STATUSES)),
    check(
      "payouts_paid_check",
      sql`${t.status} <> 'paid' OR (${t.paidAt} IS NOT NULL AND btrim(coalesce(${t.bankReference}, '')) <> '')`,
    ),
  ],
);
