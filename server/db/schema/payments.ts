import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { bankAccounts } from "./bank-accounts";
import { createdAt, id, isOneOf, money, updatedAt } from "./columns";
import { coupons } from "./coupons";
import { offers } from "./offers";
import { orders } from "./orders";
import { products } from "./products";
import { users } from "./users";

export const PAYMENT_GATEWAYS = ["payu", "razorpay", "sandbox"] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

export const PAYMENT_STATUSES = ["pending", "success", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const PAYOUT_STATUSES = ["due", "paid"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * One checkout attempt. The price breakdown is fixed at initiation (the server's own figures), so the
 * order created on a verified callback copies it instead of recomputing against a coupon or offer that
 * may have changed meanwhile. Money rows are never deleted: every reference is restrict.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    /** Our transaction id sent to the gateway (PayU txnid; Razorpay receipt). */
    txnid: varchar({ length: 64 }).notNull().unique("payments_txnid_unique"),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    offerId: uuid().references(() => offers.id, { onDelete: "restrict" }),
    couponId: uuid().references(() => coupons.id, { onDelete: "restrict" }),
    /** What the buyer pays: finalPrice + buyerFee + deliveryCharge - couponDiscount. */
    amount: money().notNull(),
    finalPrice: money().notNull(),
    buyerFee: money().notNull(),
    sellerFee: money().notNull(),
    couponDiscount: money().notNull().default(0),
    deliveryCharge: money().notNull(),
    gateway: text().$type<PaymentGateway>().notNull(),
    /** Razorpay's order id (alternate flow), matched on verify. */
    gatewayOrderId: text().unique("payments_gateway_order_id_unique"),
    gatewayPaymentId: text(),
    status: text().$type<PaymentStatus>().notNull().default("pending"),
    /** The delivery address as one text line, copied to the order. */
    address: text().notNull(),
    /** The last verified gateway callback as received (no card data is ever in it). */
    rawCallback: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_buyer_id_created_at_idx").on(t.buyerId, t.createdAt.desc()),
    index("payments_product_id_idx").on(t.productId),
    index("payments_status_created_at_idx").on(t.status, t.createdAt),
    index("payments_offer_id_idx").on(t.offerId),
    index("payments_coupon_id_idx").on(t.couponId),
    check("payments_gateway_check", isOneOf(t.gateway, PAYMENT_GATEWAYS)),
    check("payments_status_check", isOneOf(t.status, PAYMENT_STATUSES)),
    check("payments_amount_check", sql`${t.amount} > 0`),
    check(
      "payments_breakdown_check",
      sql`${t.finalPrice} > 0 AND ${t.buyerFee} >= 0 AND ${t.sellerFee} >= 0 AND ${t.deliveryCharge} >= 0 AND ${t.couponDiscount} >= 0 AND ${t.couponDiscount} <= ${t.finalPrice} AND ${t.amount} = ${t.finalPrice} + ${t.buyerFee} + ${t.deliveryCharge} - ${t.couponDiscount}`,
    ),
  ],
);

/**
 * Money going back to a buyer: a cancelled order, a processed return, or a duplicate payment for a listing
 * already sold (no order then). At most one refund per payment, so a retried sweep cannot pay twice.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    paymentId: uuid()
      .notNull()
      .unique("refunds_payment_id_unique")
      .references(() => payments.id, { onDelete: "restrict" }),
    orderId: uuid().references(() => orders.id, { onDelete: "restrict" }),
    amount: money().notNull(),
    reason: text().notNull(),
    status: text().$type<RefundStatus>().notNull().default("pending"),
    gatewayRefundId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("refunds_order_id_idx").on(t.orderId),
    index("refunds_status_created_at_idx").on(t.status, t.createdAt),
    check("refunds_amount_check", sql`${t.amount} > 0`),
    check("refunds_status_check", isOneOf(t.status, REFUND_STATUSES)),
  ],
);

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
