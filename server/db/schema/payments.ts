import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf, money, updatedAt } from "./columns";
import { coupons } from "./coupons";
import { offers } from "./offers";
import { products } from "./products";
import { users } from "./users";

const PAYMENT_GATEWAYS = ["payu", "razorpay", "sandbox"] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

const PAYMENT_STATUSES = ["pending", "success", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

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
    /** The gateway's id of the capture, as the gateway confirmed it (never as the browser posted it). */
    gatewayPaymentId: text(),
    /**
     * Set on a capture the gateway took beyond its checkout's own (a second payment on a Razorpay order already
     * paid, a retry PayU captured on a txnid already settled): recorded as a payment of its own so it is refunded.
     */
    strayOf: uuid().references((): AnyPgColumn => payments.id, { onDelete: "restrict" }),
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
    // One captured gateway payment is booked once: a replay, or another buyer posting it, cannot book it again.
    uniqueIndex("payments_gateway_payment_id_captured_idx")
      .on(t.gateway, t.gatewayPaymentId)
      .where(sql`${t.status} IN ('success', 'refunded')`),
    check("payments_gateway_check", isOneOf(t.gateway, PAYMENT_GATEWAYS)),
    check("payments_status_check", isOneOf(t.status, PAYMENT_STATUSES)),
    check("payments_amount_check", sql`${t.amount} > 0`),
    check(
      "payments_breakdown_check",
      sql`${t.finalPrice} > 0 AND ${t.buyerFee} >= 0 AND ${t.sellerFee} >= 0 AND ${t.deliveryCharge} >= 0 AND ${t.couponDiscount} >= 0 AND ${t.couponDiscount} <= ${t.finalPrice} AND ${t.amount} = ${t.finalPrice} + ${t.buyerFee} + ${t.deliveryCharge} - ${t.couponDiscount}`,
    ),
  ],
);
