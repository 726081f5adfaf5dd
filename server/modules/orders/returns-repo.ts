import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { products } from "../../db/schema/products";
import { refunds } from "../../db/schema/refunds";
import { returnRequests, type ReturnReason, type ReturnStatus } from "../../db/schema/returns";
import { RETURN_CHECK_HOURS } from "@contract/orders";
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
    photos: string[];
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

type ReturnChange = Partial<
  Pick<
    ReturnRow,
    | "rejectionNote"
    | "refundAmount"
    | "checkOutcome"
    | "disputeReason"
    | "disputeNote"
    | "disputePhotos"
    | "decision"
    | "decisionNote"
  >
> & { status: ReturnStatus };

/** Each step's own time, set by the database's clock as the step is taken. */
const STEP_TIMES: Partial<Record<ReturnStatus, keyof ReturnRow>> = {
  approved: "approvedAt",
  returned: "returnedAt",
  disputed: "checkedAt",
};

/**
 * The 48 hours to check: `open` while the seller may still answer, `passed` once no answer counts as received. The
 * seller's answer and the timeout job each guard their update with one of them, so at most one of the two wins.
 */
const checkWindow = {
  open: sql`${returnRequests.returnedAt} > now() - make_interval(hours => ${RETURN_CHECK_HOURS})`,
  passed: sql`${returnRequests.returnedAt} <= now() - make_interval(hours => ${RETURN_CHECK_HOURS})`,
};
export type CheckWindow = keyof typeof checkWindow;

/**
 * A guarded change: only while the return is still `from` (and, for a check, within or past its 48 hours), else
 * undefined. A refund's close stamps processedAt; a check stamps checkedAt; a decision decidedAt.
 */
export async function transitionReturn(
  tx: Tx,
  id: string,
  from: ReturnStatus,
  set: ReturnChange,
  window?: CheckWindow,
) {
  const step = STEP_TIMES[set.status];
  const [row] = await tx
    .update(returnRequests)
    .set({
      ...set,
      ...(step ? { [step]: sql`now()` } : {}),
      ...(set.status === "processed" ? { processedAt: sql`now()` } : {}),
      ...(set.checkOutcome && set.checkOutcome !== "disputed" ? { checkedAt: sql`now()` } : {}),
      ...(set.decision ? { decidedAt: sql`now()` } : {}),
    })
    .where(and(eq(returnRequests.id, id), eq(returnRequests.status, from), window ? checkWindow[window] : undefined))
    .returning();
  return row;
}

/** The seller's note and photos on a return still open. */
export async function setSellerNote(tx: Tx, id: string, note: string, photos: string[]) {
  const [row] = await tx
    .update(returnRequests)
    .set({ sellerNote: note, sellerPhotos: photos })
    .where(and(eq(returnRequests.id, id), inArray(returnRequests.status, ["requested", "approved", "returned"])))
    .returning();
  return row;
}

/** Returns whose 48 hours to check passed with no answer, oldest first, read without locks (each is then locked). */
export const checksPastDeadline = (db: Db, batch: number) =>
  db
    .select({ id: returnRequests.id, orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(and(eq(returnRequests.status, "returned"), checkWindow.passed))
    .orderBy(returnRequests.returnedAt)
    .limit(batch);

/** The admin's Returns tab: each request with its order, item, buyer and refund; disputes first, then newest. */
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
      listingImages: products.images,
      category: products.category,
      buyerId: orders.buyerId,
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
    .orderBy(
      asc(sql`CASE WHEN ${returnRequests.status} = 'disputed' THEN 0 ELSE 1 END`),
      desc(returnRequests.requestedAt),
      desc(returnRequests.id),
    )
    .limit(limit)
    .offset(offset);

export async function findAdminReturn(db: Db, id: string) {
  const [row] = await selectAdminReturns(db, eq(returnRequests.id, id));
  return row;
}
