import { index, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { coupons } from "./coupons";
import { payments } from "./payments";
import { users } from "./users";

/**
 * One counted use of a coupon, written in the transaction of the payment that used it. The unique pair keeps a
 * buyer to one use of a code however many payments race; coupons.used_count is the total the limit guards.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: id(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: "restrict" }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    paymentId: uuid()
      .notNull()
      .unique("coupon_redemptions_payment_id_unique")
      .references(() => payments.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("coupon_redemptions_coupon_buyer_unique").on(t.couponId, t.buyerId),
    index("coupon_redemptions_buyer_id_idx").on(t.buyerId),
  ],
);
