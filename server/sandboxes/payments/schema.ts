import { sql } from "drizzle-orm";
import { check, index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf, money } from "../../db/schema/columns";

/**
 * What the sandbox's pretend payer did: `success` (captured), `failure`, or `auto_refunded` (Razorpay's answer to a
 * payment on an order already paid: never captured, the money goes straight back).
 */
const SANDBOX_STATUSES = ["success", "failure", "auto_refunded"] as const;
export type SandboxStatus = (typeof SANDBOX_STATUSES)[number];

/**
 * The built-in sandbox gateway's own books (never used with real gateway keys): it answers verify_payment, payment
 * lookups and refund requests from here, as PayU and Razorpay answer from theirs. One row per payment attempt, keyed
 * by the merchant's txnid (PayU) or order id (Razorpay): a reference may carry several attempts (a failure, then a
 * success on retry), as at the real gateways. No reference into our tables: it plays another company.
 */
export const sandboxTransactions = pgTable(
  "sandbox_transactions",
  {
    id: id(),
    gateway: text().notNull(),
    reference: text().notNull(),
    gatewayPaymentId: text().notNull().unique("sandbox_transactions_gateway_payment_id_unique"),
    status: text().$type<SandboxStatus>().notNull(),
    amount: money().notNull(),
    mode: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("sandbox_transactions_reference_idx").on(t.reference, t.createdAt),
    check("sandbox_transactions_status_check", isOneOf(t.status, SANDBOX_STATUSES)),
    check("sandbox_transactions_amount_check", sql`${t.amount} > 0`),
  ],
);

/**
 * Refunds the sandbox paid, each under the merchant's token (PayU's var2, Razorpay's idempotency key): the same
 * token twice finds the first refund, as at the gateways, so a retried request never pays twice.
 */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: id(),
    transactionId: uuid()
      .notNull()
      .references(() => sandboxTransactions.id, { onDelete: "cascade" }),
    token: text().notNull(),
    requestId: text().notNull().unique("sandbox_refunds_request_id_unique"),
    amount: money().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("sandbox_refunds_transaction_token_unique").on(t.transactionId, t.token),
    check("sandbox_refunds_amount_check", sql`${t.amount} > 0`),
  ],
);
