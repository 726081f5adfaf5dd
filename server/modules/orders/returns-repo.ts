import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { products } from "../../db/schema/products";
import { refunds } from "../../db/schema/refunds";
import { returnRequests, type ReturnReason, type ReturnStatus } from "../../db/schema/returns";
import { users } from "../../db/schema/users";

export type ReturnRow = typeof returnRequests.$inferSelect;

export async function insertReturn(
  tx: Tx,
  values: {
    orderId: string;
    reason: ReturnReason;
    customReason: string | null;
    customerEmail: string;
    customerMobile: string;
  },
) {
  const [row] = await tx.insert(returnRequests).values(values).returning();
  return row!;
}

export function returnsOfOrder(db: Db, orderId: string) {
  return db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(desc(returnRequests.requestedAt));
}

export async function findReturn(db: Db, id: string) {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  return row;
}

export async function lockReturn(tx: Tx, id: string) {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for("update");
  return row;
}

/** A guarded change: only while the return is still `from` (else undefined). */
export async function transitionReturn(
  tx: Tx,
  id: string,
  from: ReturnStatus,
  set: { status: ReturnStatus; rejectionNote?: string; refundAmount?: number },
) {
  const [row] = await tx
    .update(returnRequests)
    .set({ ...set, ...(set.status === "processed" ? { processedAt: sql`now()` } : {}) })
    .where(and(eq(returnRequests.id, id), eq(returnRequests.status, from)))
    .returning();
  return row;
}

/** The admin's Returns tab: each request with its order, item, buyer and refund; newest first. */
function selectAdminReturns(db: Db, where: SQL | undefined) {
  return db
    .select({
      ...getTableColumns(returnRequests),
      orderNumber: orders.orderNumber,
      finalPrice: orders.finalPrice,
      buyerFee: orders.buyerFee,
      deliveryCharge: orders.deliveryCharge,
      couponDiscount: orders.couponDiscount,
      productId: products.id,
      productTitle: products.title,
      category: products.category,
      buyerUsername: users.username,
      refundStatus: refunds.status,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .leftJoin(refunds, eq(refunds.orderId, orders.id))
    .where(where);
}
export type AdminReturnRow = Awaited<ReturnType<typeof selectAdminReturns>>[number];

export const listAdminReturns = (db: Db, status: ReturnStatus | undefined, limit: number, offset: number) =>
  selectAdminReturns(db, status ? eq(returnRequests.status, status) : undefined)
    .orderBy(desc(returnRequests.requestedAt), desc(returnRequests.id))
    .limit(limit)
    .offset(offset);

export async function findAdminReturn(db: Db, id: string) {
  const [row] = await selectAdminReturns(db, eq(returnRequests.id, id));
  return row;
}
