import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { orders } from "../../db/schema/orders";
import { payouts, type PayoutStatus } from "../../db/schema/payouts";
import { products } from "../../db/schema/products";
import { users } from "../../db/schema/users";

/** One payout per order (unique): a job run twice, or two at once, owes the seller once. */
export async function insertPayout(
  tx: Tx,
  values: { orderId: string; sellerId: string; bankAccountId: string | null; amount: number },
) {
  const [row] = await tx
    .insert(payouts)
    .values({ ...values, dueAt: sql`now()` })
    .onConflictDoNothing({ target: payouts.orderId })
    .returning();
  return row;
}

/** due -> paid with the bank's reference, once: undefined when it is missing or already paid. */
export async function markPaid(tx: Tx, id: string, bankReference: string) {
  const [row] = await tx
    .update(payouts)
    .set({ status: "paid", bankReference, paidAt: sql`now()` })
    .where(and(eq(payouts.id, id), eq(payouts.status, "due")))
    .returning();
  return row;
}

function selectAdminPayouts(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: payouts.id,
      orderId: payouts.orderId,
      orderNumber: orders.orderNumber,
      productTitle: products.title,
      sellerId: payouts.sellerId,
      sellerUsername: users.username,
      amount: payouts.amount,
      status: payouts.status,
      bankReference: payouts.bankReference,
      dueAt: payouts.dueAt,
      paidAt: payouts.paidAt,
      accountHolderName: bankAccounts.accountHolderName,
      bankName: bankAccounts.bankName,
      ifscCode: bankAccounts.ifscCode,
      accountNumberLast4: bankAccounts.accountNumberLast4,
      accountNumberEncrypted: bankAccounts.accountNumberEncrypted,
      bankVerified: bankAccounts.isVerified,
    })
    .from(payouts)
    .innerJoin(orders, eq(orders.id, payouts.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, payouts.sellerId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(where);
}
export type AdminPayoutRow = Awaited<ReturnType<typeof selectAdminPayouts>>[number];

/** Oldest due first (the queue to pay); paid ones newest first. */
export const listAdminPayouts = (db: Db, status: PayoutStatus | undefined, limit: number, offset: number) =>
  selectAdminPayouts(db, status ? eq(payouts.status, status) : undefined)
    .orderBy(...(status === "due" ? [payouts.dueAt, payouts.id] : [desc(payouts.createdAt), desc(payouts.id)]))
    .limit(limit)
    .offset(offset);

export async function findAdminPayout(db: Db, id: string) {
  const [row] = await selectAdminPayouts(db, eq(payouts.id, id));
  return row;
}
