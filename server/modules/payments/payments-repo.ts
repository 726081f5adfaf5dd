import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { gatewayEvents } from "../../db/schema/gateway-events";
import { listingReservations } from "../../db/schema/listing-reservations";
import { orders } from "../../db/schema/orders";
import { payments, type PaymentGateway, type PaymentStatus } from "../../db/schema/payments";
import { products } from "../../db/schema/products";
import { users } from "../../db/schema/users";
import { toNumber } from "../../lib/numbers";

export type PaymentRow = typeof payments.$inferSelect;

/** How long a started payment holds the listing (and a coupon use) for its buyer. */
const RESERVATION_MINUTES = 15;

/** The listing's hold, locked; `minutesLeft` by the database clock (0 once it has lapsed). */
export async function lockReservation(tx: Tx, productId: string) {
  const [row] = await tx
    .select({
      id: listingReservations.id,
      buyerId: listingReservations.buyerId,
      paymentId: listingReservations.paymentId,
      secondsLeft: sql<number>`greatest(0, ceil(extract(epoch from ${listingReservations.expiresAt} - now())))`,
    })
    .from(listingReservations)
    .where(eq(listingReservations.productId, productId))
    .for("update");
  return row && { ...row, secondsLeft: toNumber(row.secondsLeft) };
}

const holdUntil = sql`now() + make_interval(mins => ${RESERVATION_MINUTES})`;

export async function insertReservation(tx: Tx, values: { productId: string; buyerId: string; paymentId: string }) {
  await tx.insert(listingReservations).values({ ...values, expiresAt: holdUntil });
}

/** Moves a hold to a new attempt: the same buyer keeps its end time; a lapsed hold goes to the new buyer afresh. */
export async function moveReservation(
  tx: Tx,
  id: string,
  values: { buyerId: string; paymentId: string; restart: boolean },
) {
  await tx
    .update(listingReservations)
    .set({
      buyerId: values.buyerId,
      paymentId: values.paymentId,
      ...(values.restart ? { expiresAt: holdUntil, createdAt: sql`now()` } : {}),
    })
    .where(eq(listingReservations.id, id));
}

export async function releaseReservationOf(tx: Tx, paymentId: string) {
  await tx.delete(listingReservations).where(eq(listingReservations.paymentId, paymentId));
}

export async function releaseReservationsOn(tx: Tx, productId: string) {
  await tx.delete(listingReservations).where(eq(listingReservations.productId, productId));
}

/**
 * Uses of a coupon held by other buyers' payments still inside their hold: each may yet succeed and count. A
 * buyer's own earlier attempts are left out (the new one replaces them).
 */
export async function countCouponHolds(tx: Tx, couponId: string, exceptBuyerId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(DISTINCT ${payments.buyerId})` })
    .from(payments)
    .where(
      and(
        eq(payments.couponId, couponId),
        eq(payments.status, "pending"),
        ne(payments.buyerId, exceptBuyerId),
        gt(payments.createdAt, sql`now() - make_interval(mins => ${RESERVATION_MINUTES})`),
      ),
    );
  return toNumber(row?.n);
}

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentByTxnid(db: Db, txnid: string) {
  const [row] = await db.select().from(payments).where(eq(payments.txnid, txnid));
  return row;
}

export async function findPayment(db: Db, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function lockPayment(tx: Tx, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
  return row;
}

export async function setGatewayOrderId(db: Db, id: string, gatewayOrderId: string) {
  const [row] = await db
    .update(payments)
    .set({ gatewayOrderId })
    .where(and(eq(payments.id, id), sql`${payments.gatewayOrderId} IS NULL`))
    .returning();
  return row;
}

export async function finishPayment(
  tx: Tx,
  id: string,
  set: { status: PaymentStatus; gatewayPaymentId?: string | null; rawCallback: Record<string, unknown> },
) {
  await tx
    .update(payments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")));
}

export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id, orderNumber: orders.orderNumber });
  return row!;
}

export async function findOrderOfPayment(db: Db, paymentId: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, paymentId));
  return row;
}

export async function wasEventSeen(db: Db, gateway: string, eventId: string) {
  const [row] = await db
    .select({ eventId: gatewayEvents.eventId })
    .from(gatewayEvents)
    .where(and(eq(gatewayEvents.gateway, gateway), eq(gatewayEvents.eventId, eventId)));
  return Boolean(row);
}

export async function markEventSeen(db: Db, gateway: string, eventId: string) {
  await db.insert(gatewayEvents).values({ gateway, eventId }).onConflictDoNothing();
}

/**
 * Payments still pending past `minutes`, claimed for a minute (updated_at moved on) so another instance's sweep
 * skips them: the stale-payment job asks the gateway about these.
 */
export async function claimStalePending(db: Db, gateway: PaymentGateway, minutes: number, limit: number) {
  const claimable = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.gateway, gateway),
        eq(payments.status, "pending"),
        lt(payments.createdAt, sql`now() - make_interval(mins => ${minutes})`),
        lt(payments.updatedAt, sql`now() - interval '1 minute'`),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(payments)
    .set({ updatedAt: sql`now()` })
    .where(inArray(payments.id, claimable))
    .returning();
}

export async function findPaymentContext(db: Db, paymentId: string) {
  const [row] = await db
    .select({
      payment: payments,
      title: products.title,
      images: products.images,
      buyerName: users.fullName,
    })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .innerJoin(users, eq(users.id, payments.buyerId))
    .where(eq(payments.id, paymentId));
  return row;
}

export async function findPaymentByGatewayOrderId(db: Db, gatewayOrderId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
  return row;
}
