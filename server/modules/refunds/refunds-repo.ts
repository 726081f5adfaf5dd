import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { payments } from "../../db/schema/payments";
import { products } from "../../db/schema/products";
import { refunds } from "../../db/schema/refunds";

/** At most one refund per payment (unique): a second request for the same payment changes nothing. */
export async function insertRefund(
  tx: Tx,
  values: { paymentId: string; orderId: string | null; amount: number; reason: string },
) {
  const [row] = await tx.insert(refunds).values(values).onConflictDoNothing({ target: refunds.paymentId }).returning();
  return row;
}

export async function findRefundForPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  return row;
}

/** Who paid, and for what: the buyer told that their money is back. */
export async function refundRecipient(tx: Tx, paymentId: string) {
  const [row] = await tx
    .select({ buyerId: payments.buyerId, title: products.title })
    .from(payments)
    .leftJoin(products, eq(products.id, payments.productId))
    .where(eq(payments.id, paymentId));
  return row;
}

export async function paymentAmount(tx: Tx, paymentId: string) {
  const [row] = await tx.select({ amount: payments.amount }).from(payments).where(eq(payments.id, paymentId));
  return row && Number(row.amount);
}

/**
 * Claims pending refunds due an attempt for a few minutes (FOR UPDATE SKIP LOCKED, then pushing nextAttemptAt), so
 * the gateway is asked between transactions and two instances never ask about the same refund at once.
 */
export async function claimDueRefunds(db: Db, limit: number, claimMinutes: number) {
  const claimable = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), lte(refunds.nextAttemptAt, sql`now()`)))
    .orderBy(refunds.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(refunds)
    .set({ nextAttemptAt: sql`now() + make_interval(mins => ${claimMinutes})`, updatedAt: sql`now()` })
    .where(inArray(refunds.id, claimable))
    .returning();
}

export async function lockRefund(tx: Tx, id: string) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for("update");
  return row;
}

export async function markRefundProcessed(tx: Tx, id: string, gatewayRefundId: string) {
  await tx
    .update(refunds)
    .set({ status: "processed", gatewayRefundId, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, id), eq(refunds.status, "pending")));
}

export async function markRefundWaiting(
  tx: Tx,
  id: string,
  next: { attempts: number; failed: boolean; error: string; retryMinutes: number; gatewayRefundId?: string },
) {
  await tx
    .update(refunds)
    .set({
      attempts: next.attempts,
      status: next.failed ? "failed" : "pending",
      lastError: next.error.slice(0, 300),
      nextAttemptAt: sql`now() + make_interval(mins => ${next.retryMinutes})`,
      ...(next.gatewayRefundId ? { gatewayRefundId: next.gatewayRefundId } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, "pending")));
}
