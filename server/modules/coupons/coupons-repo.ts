import { and, asc, eq, isNull, lte, ne, notExists, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { couponRedemptions } from "../../db/schema/coupon-redemptions";
import { coupons } from "../../db/schema/coupons";
import { orders } from "../../db/schema/orders";

export type CouponRow = typeof coupons.$inferSelect;

export async function findCoupon(db: Db, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

export async function findCouponById(db: Db, id: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** The coupon row locked until commit: payments starting with it queue here, so holds are counted one at a time. */
export async function lockCoupon(tx: Tx, code: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).for("update");
  return row;
}

export async function hasRedeemed(db: Db, couponId: string, buyerId: string) {
  const [row] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.buyerId, buyerId)));
  return Boolean(row);
}

/** Orders exist only after a verified payment, so any order the buyer did not cancel is a paid one. */
export async function hasOrdered(db: Db, buyerId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), ne(orders.status, "cancelled")))
    .limit(1);
  return Boolean(row);
}

/** The oldest coupon that is active now, needs no minimum order, has uses left and this buyer has not used. */
export async function findSuggestion(db: Db, buyerId: string, firstOrder: boolean) {
  const [row] = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(
      and(
        eq(coupons.isActive, true),
        eq(coupons.minOrderValue, 0),
        firstOrder ? undefined : eq(coupons.firstOrderOnly, false),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, sql`now()`)),
        or(isNull(coupons.validUntil), sql`${coupons.validUntil} > now()`),
        or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
        notExists(
          db
            .select({ id: couponRedemptions.id })
            .from(couponRedemptions)
            .where(and(eq(couponRedemptions.couponId, coupons.id), eq(couponRedemptions.buyerId, buyerId))),
        ),
      ),
    )
    .orderBy(asc(coupons.createdAt), asc(coupons.code))
    .limit(1);
  return row;
}

/** One more use, only while it fits under the limit: the conditional UPDATE is the guard, not a prior read. */
export async function countUse(tx: Tx, couponId: string) {
  const [row] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  return Boolean(row);
}

export async function uncountUse(tx: Tx, couponId: string) {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1`, updatedAt: sql`now()` })
    .where(eq(coupons.id, couponId));
}

export async function insertRedemption(tx: Tx, values: { couponId: string; buyerId: string; paymentId: string }) {
  const rows = await tx
    .insert(couponRedemptions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: couponRedemptions.id });
  return rows.length > 0;
}

/** Demo coupons (SEED_DEMO): added once, left alone after (an admin may have changed them). */
export async function insertCouponsIfAbsent(db: Db, rows: (typeof coupons.$inferInsert)[]) {
  await db.insert(coupons).values(rows).onConflictDoNothing({ target: coupons.code });
}
