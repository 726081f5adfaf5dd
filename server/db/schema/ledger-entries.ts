import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf } from "./columns";
import { orders } from "./orders";
import { payments } from "./payments";

/**
 * The platform's own books: where each rupee the gateway collected sits until it is paid out or refunded
 * (docs/decisions/0014-ledger.md has each movement's lines).
 */
const LEDGER_ACCOUNTS = [
  "cash",
  "buyer_funds_held",
  "refunds_due",
  "seller_payable",
  "fee_revenue",
  "delivery_revenue",
  "return_deduction_revenue",
  "coupon_cost",
  "tds_payable",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

const LEDGER_KINDS = [
  "payment_received",
  "refund_due",
  "refund_paid",
  "fee_retained",
  "payout_due",
  "payout_paid",
  "payout_reversed",
  "tds_withheld",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Double entry: the lines of one movement (same movementId) sum to zero, debits positive, credits negative, in
 * paise. A kind happens once per payment and occurrence (unique index), so a replayed callback cannot post twice.
 * Only a payout can move more than once for one payment: paid, sent back by the bank, paid again; its n-th
 * payout_paid and payout_reversed carry occurrence n.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: id(),
    movementId: uuid().notNull(),
    kind: text().$type<LedgerKind>().notNull(),
    account: text().$type<LedgerAccount>().notNull(),
    amountPaise: bigint({ mode: "number" }).notNull(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    orderId: uuid().references(() => orders.id, { onDelete: "restrict" }),
    occurrence: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_entries_kind_payment_account_idx").on(t.kind, t.paymentId, t.account, t.occurrence),
    index("ledger_entries_movement_id_idx").on(t.movementId),
    index("ledger_entries_order_id_idx").on(t.orderId),
    check("ledger_entries_account_check", isOneOf(t.account, LEDGER_ACCOUNTS)),
    check("ledger_entries_kind_check", isOneOf(t.kind, LEDGER_KINDS)),
    check("ledger_entries_amount_check", sql`${t.amountPaise} <> 0`),
  ],
);
