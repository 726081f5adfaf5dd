import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxTransactions } from "../../db/schema/sandbox-transactions";

/** The pretend payer's decision, once per reference: a second Pay on the same txnid finds the first. */
export async function recordSandboxTransaction(db: Db, values: typeof sandboxTransactions.$inferInsert) {
  await db.insert(sandboxTransactions).values(values).onConflictDoNothing({ target: sandboxTransactions.reference });
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, values.reference));
  return row!;
}

export async function findSandboxTransaction(db: Db, reference: string) {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
  return row;
}

export async function findSandboxByPaymentId(db: Db, gatewayPaymentId: string) {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.gatewayPaymentId, gatewayPaymentId));
  return row;
}

export async function recordSandboxRefund(db: Db, id: string, refundToken: string, refundRequestId: string) {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ refundToken, refundRequestId })
    .where(eq(sandboxTransactions.id, id))
    .returning();
  return row!;
}
