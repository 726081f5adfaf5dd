import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankAccounts } from "../../db/schema/bank-accounts";

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export const listBankAccounts = (db: Db, userId: string) =>
  db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(desc(bankAccounts.isPrimary), asc(bankAccounts.createdAt));

export async function findBankAccount(db: Db, id: string) {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).limit(1);
  return row;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Serialises one user's primary-account changes until the transaction ends. Without it two concurrent
 * Set Primary (or a first add racing another) both clear and both set: the partial unique index then refuses one
 * of them, and the seller sees an error for a click that should simply have won or lost.
 */
const lockUserAccounts = (tx: Tx, userId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bank_accounts:${userId}`}, 0))`);

/** The first account of a user becomes primary. */
export async function insertBankAccount(db: Db, values: Omit<typeof bankAccounts.$inferInsert, "isPrimary">, makePrimary: boolean) {
  return db.transaction(async (tx) => {
    await lockUserAccounts(tx, values.userId);
    const existing = await tx.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.userId, values.userId)).limit(1);
    const primary = makePrimary || existing.length === 0;
    if (primary) await tx.update(bankAccounts).set({ isPrimary: false }).where(and(eq(bankAccounts.userId, values.userId), eq(bankAccounts.isPrimary, true)));
    const [row] = await tx.insert(bankAccounts).values({ ...values, isPrimary: primary }).returning();
    return row!;
  });
}

/** Clears the old primary and sets the new one in one transaction: exactly one primary at any moment another reader can see. */
export async function setPrimary(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    await lockUserAccounts(tx, userId);
    await tx.update(bankAccounts).set({ isPrimary: false }).where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isPrimary, true)));
    const [row] = await tx.update(bankAccounts).set({ isPrimary: true, updatedAt: new Date() }).where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId))).returning();
    return row;
  });
}
