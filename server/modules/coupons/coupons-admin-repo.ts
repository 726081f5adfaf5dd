import { desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { coupons } from "../../db/schema/coupons";

/** The admin panel's coupon list and edits (admin-coupons-service). Newest first; the id breaks ties so pages never repeat or skip a coupon. */
export const listCoupons = (db: Db, page: { limit: number; offset: number }) =>
  db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(page.limit).offset(page.offset);

export async function insertCoupon(db: Db, values: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

/** Locks the coupon until the transaction ends: a checkout counting a use waits, so "used" cannot change under an edit. */
export async function lockCouponById(tx: Tx, id: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
  return row;
}

export async function updateCoupon(db: Db, id: string, set: Partial<typeof coupons.$inferInsert>) {
  const [row] = await db.update(coupons).set(set).where(eq(coupons.id, id)).returning();
  return row!;
}
