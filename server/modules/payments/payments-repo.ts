import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { POLICY } from "@contract/brand";
import type { Db, Tx } from "../../db/client";
import { gatewayEvents } from "../../db/schema/gateway-events";
import { listingReservations } from "../../db/schema/listing-reservations";
import { payments, type PaymentGateway } from "../../db/schema/payments";
import { products } from "../../db/schema/products";
import { users } from "../../db/schema/users";
import { toNumber } from "../../lib/numbers";

import type { PaymentRow } from "./gateway";

/** How long a started payment holds the listing (and a coupon use) for its buyer. */
const RESERVATION_MINUTES = POLICY.reservationMinutes;

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
 * Uses of a coupon held by payments still inside their hold, every buyer's: each may yet succeed and count. Left
 * out are the buyer's own earlier attempts on the same listing, which the new attempt replaces; `buyerElsewhere`
 * tells whether this buyer already holds the coupon on another listing (a once-per-buyer coupon cannot be).
 */
export async function couponHolds(tx: Tx, couponId: string, buyerId: string, productId: string) {
  const [row] = await tx
    .select({
      held: sql<number>`count(*) FILTER (WHERE NOT (${payments.buyerId} = ${buyerId} AND ${payments.productId} = ${productId}))`,
      mine: sql<number>`count(*) FILTER (WHERE ${payments.buyerId} = ${buyerId} AND ${payments.productId} <> ${productId})`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.couponId, couponId),
        eq(payments.status, "pending"),
        gt(payments.createdAt, sql`now() - make_interval(mins => ${RESERVATION_MINUTES})`),
      ),
    );
  return { held: toNumber(row?.held), buyerElsewhere: toNumber(row?.mine) > 0 };
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

/** A checkout the gateway said failed (or never saw) closes: only a pending one. */
export async function failPayment(tx: Tx, id: string, rawCallback: Record<string, unknown>) {
  const [row] = await tx
    .update(payments)
    .set({ status: "failed", rawCallback, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return Boolean(row);
}

/**
 * Books a capture the gateway confirmed on its checkout: a pending one, or (a late capture) one that had closed as
 * failed. The gateway's payment id is the one the gateway answered with, never the browser's.
 */
export async function recordCapture(
  tx: Tx,
  id: string,
  capture: { gatewayPaymentId: string; rawCallback: Record<string, unknown> },
) {
  const [row] = await tx
    .update(payments)
    .set({ status: "success", ...capture, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), inArray(payments.status, ["pending", "failed"])))
    .returning();
  return row;
}

/** A capture already booked on any payment (the gateway's id is booked once: a unique index holds it). */
export async function findBookedCapture(db: Db, gateway: PaymentGateway, gatewayPaymentId: string) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.gateway, gateway),
        eq(payments.gatewayPaymentId, gatewayPaymentId),
        inArray(payments.status, ["success", "refunded"]),
      ),
    );
  return row;
}

/**
 * A second capture on a checkout already settled (a Razorpay order paid twice, a PayU txnid retried after it was
 * paid): booked as a payment of its own, with the checkout's figures, so it can be refunded and reconciled.
 */
export async function insertStrayCapture(
  tx: Tx,
  checkout: PaymentRow,
  capture: { gatewayPaymentId: string; rawCallback: Record<string, unknown> },
) {
  const { id, createdAt, updatedAt, ...figures } = checkout;
  void createdAt;
  void updatedAt;
  const [row] = await tx
    .insert(payments)
    .values({
      ...figures,
      txnid: `${checkout.txnid}-${capture.gatewayPaymentId}`.slice(0, 64),
      strayOf: id,
      status: "success",
      gatewayOrderId: null,
      ...capture,
    })
    .returning();
  return row!;
}

/** The payment reads `refunded` only when all of it went back. */
export async function markPaymentRefunded(tx: Tx, paymentId: string) {
  await tx
    .update(payments)
    .set({ status: "refunded", updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "success")));
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
export async function claimStalePending(db: Db, minutes: number, limit: number) {
  const claimable = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
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
