import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankAccounts } from "../../db/schema/bank-accounts";

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export const listBankAccounts = (db: Db, userId: string) =>
  db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(desc(bankAccounts.isPrimary), asc(bankAccounts.createdAt));

export async function findBankAccount(db: Db, id: string) {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).limit(1);
  return row;
}

/** The first account of a user becomes primary; the partial unique index settles a race between two first adds. */
export async function insertBankAccount(db: Db, values: Omit<typeof bankAccounts.$inferInsert, "isPrimary">, makePrimary: boolean) {
  return db.transaction(async (tx) => {
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
    await tx.update(bankAccounts).set({ isPrimary: false }).where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isPrimary, true)));
    const [row] = await tx.update(bankAccounts).set({ isPrimary: true, updatedAt: new Date() }).where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId))).returning();
    return row;
  });
}
