import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refunds } from "../../db/schema/refunds";

/** At most one refund per payment (unique): a second request for the same payment changes nothing. */
export async function insertRefund(
  db: Db,
  values: { paymentId: string; orderId: string | null; amount: number; reason: string },
) {
  const [row] = await db.insert(refunds).values(values).onConflictDoNothing({ target: refunds.paymentId }).returning();
  return row;
}

export async function findRefundForPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  return row;
}
