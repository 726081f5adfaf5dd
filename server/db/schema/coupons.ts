import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf, isWholeRupees, money, updatedAt } from "./columns";

const COUPON_DISCOUNT_TYPES = ["percentage", "flat", "no_fees"] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    /** Stored upper-case; entry is trimmed and upper-cased (docs/product.md#money), so lookups are exact. */
    code: varchar({ length: 50 }).notNull().unique("coupons_code_unique"),
    description: text(),
    discountType: text().$type<CouponDiscountType>().notNull(),
    /** Percent for "percentage", rupees for "flat", 0 for "no_fees". */
    discountValue: money().notNull().default(0),
    eliminateFees: boolean().notNull().default(false),
    eliminateDelivery: boolean().notNull().default(false),
    minOrderValue: money().notNull().default(0),
    maxDiscountAmount: money(),
    /** null: unlimited. */
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** Only for a buyer with no order yet (docs/product.md#trust-between-strangers). */
    firstOrderOnly: boolean().notNull().default(false),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("coupons_code_check", sql`${t.code} = upper(${t.code}) AND ${t.code} ~ '^[A-Z0-9_-]+$'`),
    check("coupons_discount_type_check", isOneOf(t.discountType, COUPON_DISCOUNT_TYPES)),
    check("coupons_discount_value_check", sql`${t.discountValue} >= 0`),
    check("coupons_percentage_check", sql`${t.discountType} <> 'percentage' OR ${t.discountValue} <= 100`),
    check(
      "coupons_flat_check",
      sql`${t.discountType} <> 'flat' OR (${t.discountValue} >= 1 AND ${isWholeRupees(t.discountValue)})`,
    ),
    check("coupons_no_fees_check", sql`${t.discountType} <> 'no_fees' OR ${t.discountValue} = 0`),
    check("coupons_min_order_value_check", sql`${t.minOrderValue} >= 0`),
    check("coupons_max_discount_amount_check", sql`${t.maxDiscountAmount} >= 0`),
    check("coupons_usage_limit_check", sql`${t.usageLimit} >= 0`),
    check(
      "coupons_used_count_check",
      sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check(
      "coupons_validity_check",
      sql`${t.validFrom} IS NULL OR ${t.validUntil} IS NULL OR ${t.validUntil} > ${t.validFrom}`,
    ),
  ],
);
