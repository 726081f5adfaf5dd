import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { sandboxRefunds, sandboxTransactions, type SandboxStatus } from "./schema";
import { toNumber } from "../../lib/numbers";

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

/** Every attempt on a reference (PayU txnid, Razorpay order id), oldest first. */
export async function attemptsOf(db: Db, reference: string) {
  return db
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.reference, reference))
    .orderBy(asc(sandboxTransactions.createdAt), asc(sandboxTransactions.id));
}

/** What PayU's verify_payment reports for a txnid: its success if it has one, else its latest attempt. */
export async function verdictOf(db: Db, reference: string) {
  const attempts = await attemptsOf(db, reference);
  return attempts.find((a) => a.status === "success") ?? attempts.at(-1);
}

export async function recordAttempt(
  db: Db,
  values: {
    gateway: string;
    reference: string;
    gatewayPaymentId: string;
    status: SandboxStatus;
    amount: number;
    mode: string;
  },
) {
  const [row] = await db.insert(sandboxTransactions).values(values).returning();
  return row!;
}

/** A gateway's attempts made in [from, to), oldest first, a page at a time (Razorpay's count/skip). */
export async function attemptsBetween(
  db: Db,
  gateway: string,
  window: { from: Date; to: Date },
  page: { limit: number; offset: number } = { limit: 1_000_000, offset: 0 },
) {
  return db
    .select()
    .from(sandboxTransactions)
    .where(
      and(
        eq(sandboxTransactions.gateway, gateway),
        gte(sandboxTransactions.createdAt, window.from),
        lt(sandboxTransactions.createdAt, window.to),
      ),
    )
    .orderBy(asc(sandboxTransactions.createdAt), asc(sandboxTransactions.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** A gateway's refunds made in [from, to), oldest first, a page at a time, with the payment each went back on. */
export async function refundsBetween(
  db: Db,
  gateway: string,
  window: { from: Date; to: Date },
  page: { limit: number; offset: number },
) {
  return db
    .select({ refund: sandboxRefunds, gatewayPaymentId: sandboxTransactions.gatewayPaymentId })
    .from(sandboxRefunds)
    .innerJoin(sandboxTransactions, eq(sandboxTransactions.id, sandboxRefunds.transactionId))
    .where(
      and(
        eq(sandboxTransactions.gateway, gateway),
        gte(sandboxRefunds.createdAt, window.from),
        lt(sandboxRefunds.createdAt, window.to),
      ),
    )
    .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findSandboxByPaymentId(db: Db, gatewayPaymentId: string) {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.gatewayPaymentId, gatewayPaymentId));
  return row;
}

export async function refundsOf(db: Db, transactionId: string) {
  return db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.transactionId, transactionId))
    .orderBy(asc(sandboxRefunds.createdAt));
}

export async function findRefundByRequestId(db: Db, requestId: string) {
  const [row] = await db
    .select({ refund: sandboxRefunds, gatewayPaymentId: sandboxTransactions.gatewayPaymentId })
    .from(sandboxRefunds)
    .innerJoin(sandboxTransactions, eq(sandboxTransactions.id, sandboxRefunds.transactionId))
    .where(eq(sandboxRefunds.requestId, requestId));
  return row;
}

export type RefundRecord =
  { kind: "created" | "existing"; refund: typeof sandboxRefunds.$inferSelect } | { kind: "over_amount" };

/**
 * Pays a refund once per token, never beyond what was captured: the transaction's row is locked (in the caller's
 * transaction) while its refunds are summed, so racing requests queue. The same token again finds the first refund.
 */
export async function recordRefund(
  tx: Tx,
  txn: SandboxTransaction,
  values: { token: string; requestId: string; amount: number },
): Promise<RefundRecord> {
  {
    await tx
      .select({ id: sandboxTransactions.id })
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.id, txn.id))
      .for("update");
    const [existing] = await tx
      .select()
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.transactionId, txn.id), eq(sandboxRefunds.token, values.token)));
    if (existing) return { kind: "existing", refund: existing };
    const [sum] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amount}), 0)` })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.transactionId, txn.id));
    if (toNumber(sum?.refunded) + values.amount > Number(txn.amount)) return { kind: "over_amount" };
    const [refund] = await tx
      .insert(sandboxRefunds)
      .values({ transactionId: txn.id, ...values })
      .returning();
    return { kind: "created", refund: refund! };
  }
}
