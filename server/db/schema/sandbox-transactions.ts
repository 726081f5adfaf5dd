import { sql } from "drizzle-orm";
import { check, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf, money } from "./columns";

const SANDBOX_STATUSES = ["success", "failure"] as const;

/**
 * The built-in sandbox gateway's own record of what the pretend payer did (never used with real gateway keys):
 * it answers verify_payment and refund requests from here, as PayU answers from its books. Keyed by the
 * merchant's txnid (PayU) or order id (Razorpay), with no reference into our tables: it plays another company.
 */
export const sandboxTransactions = pgTable(
  "sandbox_transactions",
  {
    id: id(),
    gateway: text().notNull(),
    reference: text().notNull().unique("sandbox_transactions_reference_unique"),
    gatewayPaymentId: text().notNull().unique("sandbox_transactions_gateway_payment_id_unique"),
    status: text().notNull(),
    amount: money().notNull(),
    mode: text().notNull(),
    refundToken: text(),
    refundRequestId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check("sandbox_transactions_status_check", isOneOf(t.status, SANDBOX_STATUSES)),
    check("sandbox_transactions_amount_check", sql`${t.amount} > 0`),
  ],
);
