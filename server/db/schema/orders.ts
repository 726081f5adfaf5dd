import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Category } from "../../../contract/categories";
import type { ProductCondition } from "../../../contract/product-states";
import { createdAt, id, isOneOf, money, updatedAt } from "./columns";
import { bankAccounts } from "./bank-accounts";
import { coupons } from "./coupons";
import { offers } from "./offers";
import { payments } from "./payments";
import { products } from "./products";
import { users } from "./users";

const ORDER_STATUSES = ["placed", "confirmed", "picked_up", "out_for_delivery", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** docs/product.md#orders: active is placed, confirmed, picked_up or out_for_delivery. */
const ACTIVE_ORDER_STATUSES = [
  "placed",
  "confirmed",
  "picked_up",
  "out_for_delivery",
] as const satisfies readonly OrderStatus[];

/** Human order numbers (#100001, ...), independent of the uuid key. Gaps after a rollback are harmless. */
const ORDER_NUMBER_SEQ = "order_number_seq";
export const orderNumberSeq = pgSequence(ORDER_NUMBER_SEQ, { startWith: 100001, minValue: 100001 });

/**
 * Orders are financial records: every reference to a user, listing, offer, coupon or payment is
 * restrict, so nothing an order points at can be deleted while the order exists (and orders are never
 * deleted; they end as delivered or cancelled).
 */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    orderNumber: bigint({ mode: "number" })
      .notNull()
      .unique("orders_order_number_unique")
      .default(sql.raw(`nextval('${ORDER_NUMBER_SEQ}')`)),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    offerId: uuid().references(() => offers.id, { onDelete: "restrict" }),
    /**
     * What kind of item was sold, as the listing said at the sale: the price guide compares sales by it, and a later
     * edit of the listing does not change what this sale was. placeOrder copies them; the migration that added them copied
     * earlier orders' from their listings. Optional, as a listing's type and brand are.
     */
    category: text().$type<Category>(),
    productType: text(),
    brand: text(),
    condition: text().$type<ProductCondition>(),
    /** The agreed product price: the listing price, or the accepted offer's amount. */
    finalPrice: money().notNull(),
    buyerFee: money().notNull(),
    sellerFee: money().notNull(),
    /** buyerFee + sellerFee: the platform's revenue from this order (docs/product.md#money). */
    platformFee: money().notNull(),
    couponDiscount: money().notNull().default(0),
    deliveryCharge: money().notNull(),
    couponId: uuid().references(() => coupons.id, { onDelete: "restrict" }),
    /** unique: one order per successful payment, so a replayed gateway callback cannot place a second. */
    paymentId: uuid()
      .unique("orders_payment_id_unique")
      .references(() => payments.id, { onDelete: "restrict" }),
    status: text().$type<OrderStatus>().notNull().default("placed"),
    /** The address as one text line at the time of purchase (saved addresses may change later). */
    deliveryAddress: text().notNull(),
    /**
     * The listing's payout account when it was sold: the payout goes here, whatever the listing says later. Moving a
     * payout elsewhere is the payouts module's audited move (docs/decisions/0036-payout-accounts-and-penny-drops.md).
     */
    payoutBankAccountId: uuid().references(() => bankAccounts.id, { onDelete: "set null" }),
    expectedDeliveryDate: date({ mode: "string" }),
    cancelReason: text(),
    /**
     * When we count the parcel delivered: the courier's scan time when it is plausible, else when we heard of it. The
     * return window and the payout clock run from here.
     */
    deliveredAt: timestamp({ withTimezone: true }),
    /**
     * Why the seller's payout waits for an admin's look (the courier reported a delivery with no pickup before it);
     * null when it was never held or an admin released it. The payout falls due only while this is null.
     */
    payoutHold: text(),
    /**
     * When the seller was reminded to accept, 24 and 6 hours before the automatic cancel: each is set once, by the
     * conditional update that decides to send it, so two processes never send the same reminder.
     */
    acceptReminder24hAt: timestamp({ withTimezone: true }),
    acceptReminder6hAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_buyer_id_created_at_idx").on(t.buyerId, t.createdAt.desc()),
    index("orders_seller_id_created_at_idx").on(t.sellerId, t.createdAt.desc()),
    index("orders_product_id_idx").on(t.productId),
    /**
     * The price guide (docs/decisions/0049-what-sold-on-the-order.md): one kind's delivered orders, newest window first,
     * with price, listing and order id, read from the index alone.
     */
    index("orders_price_guide_idx")
      .on(
        t.category,
        t.productType,
        sql`lower(${t.brand})`,
        t.condition,
        t.deliveredAt,
        t.finalPrice,
        t.productId,
        t.id,
        // The brand as stored too: PostgreSQL reads a row from the index alone only if it holds the columns themselves.
        t.brand,
      )
      .where(sql`${t.status} = 'delivered'`),
    index("orders_payout_bank_account_id_idx").on(t.payoutBankAccountId),
    index("orders_status_created_at_idx").on(t.status, t.createdAt),
    /** The admin analytics' day series reads a window of recent orders. */
    index("orders_created_at_idx").on(t.createdAt),
    index("orders_offer_id_idx").on(t.offerId),
    index("orders_coupon_id_idx").on(t.couponId),
    /** A listing is sold once: a second active order for it (two payments racing) fails and is refunded. */
    uniqueIndex("orders_one_active_per_product_idx").on(t.productId).where(isOneOf(t.status, ACTIVE_ORDER_STATUSES)),
    check("orders_status_check", isOneOf(t.status, ORDER_STATUSES)),
    check("orders_final_price_check", sql`${t.finalPrice} > 0`),
    check("orders_buyer_fee_check", sql`${t.buyerFee} >= 0`),
    check("orders_seller_fee_check", sql`${t.sellerFee} >= 0`),
    check(
      "orders_platform_fee_check",
      sql`${t.platformFee} >= 0 AND ${t.platformFee} = ${t.buyerFee} + ${t.sellerFee}`,
    ),
    check("orders_coupon_discount_check", sql`${t.couponDiscount} >= 0 AND ${t.couponDiscount} <= ${t.finalPrice}`),
    check("orders_delivery_charge_check", sql`${t.deliveryCharge} >= 0`),
    check("orders_delivered_at_check", sql`${t.status} <> 'delivered' OR ${t.deliveredAt} IS NOT NULL`),
  ],
);
