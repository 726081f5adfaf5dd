import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { bankAccounts, type VerificationStatus } from "../../db/schema/bank-accounts";
import { users } from "../../db/schema/users";

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export const listBankAccounts = (db: Db, userId: string) =>
  db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(desc(bankAccounts.isPrimary), asc(bankAccounts.createdAt));

export async function findBankAccount(db: Db, id: string) {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).limit(1);
  return row;
}

/**
 * Serialises one user's primary-account changes until the transaction ends. Without it two concurrent
 * Set Primary (or a first add racing another) both clear and both set: the partial unique index then refuses one
 * of them, and the seller sees an error for a click that should simply have won or lost.
 */
export const lockUserAccounts = (tx: Tx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bank_accounts:${userId}`}, 0))`);

/** One of this user's own accounts (a listing's payout account must be the seller's). */
export async function findOwnBankAccount(db: Db, accountId: string, userId: string) {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.userId, userId)))
    .limit(1);
  return row;
}

export async function hasBankAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** Accounts that still count toward the seller's cap: any the bank did not refuse and no admin rejected. */
const live = (userId: string) =>
  and(eq(bankAccounts.userId, userId), notInArray(bankAccounts.verificationStatus, ["failed", "rejected"]));

export async function countLiveAccounts(db: Db, userId: string) {
  const [row] = await db.select({ n: count() }).from(bankAccounts).where(live(userId));
  return Number(row?.n ?? 0);
}

/** The seller's own live account with this number and IFSC, if they added it already. */
export async function findLiveDuplicate(db: Db, userId: string, fingerprint: string, ifscCode: string) {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(live(userId), eq(bankAccounts.accountNumberFingerprint, fingerprint), eq(bankAccounts.ifscCode, ifscCode)),
    )
    .limit(1);
  return row;
}

export async function clearPrimary(tx: Tx, userId: string) {
  await tx
    .update(bankAccounts)
    .set({ isPrimary: false })
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isPrimary, true)));
}

export async function insertBankAccount(db: Db, values: typeof bankAccounts.$inferInsert) {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  return row!;
}

export async function markPrimary(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(bankAccounts)
    .set({ isPrimary: true, updatedAt: new Date() })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId)))
    .returning();
  return row;
}

/** The admin's No to an account that needs review: undefined when it is not waiting for that decision. */
export async function markRejected(db: Db, id: string) {
  const [row] = await db
    .update(bankAccounts)
    .set({ verificationStatus: "rejected", verificationNote: null, updatedAt: new Date() })
    .where(
      and(
        eq(bankAccounts.id, id),
        eq(bankAccounts.isVerified, false),
        inArray(bankAccounts.verificationStatus, ["needs_review", "unverified"]),
      ),
    )
    .returning({ id: bankAccounts.id, userId: bankAccounts.userId, last4: bankAccounts.accountNumberLast4 });
  return row;
}

/** Verifies the account only if it is not yet verified: undefined when it already was (or is gone). */
export async function markVerified(db: Db, id: string) {
  const [row] = await db
    .update(bankAccounts)
    .set({ isVerified: true, verificationStatus: "verified" })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.isVerified, false)))
    .returning({ id: bankAccounts.id, userId: bankAccounts.userId, last4: bankAccounts.accountNumberLast4 });
  return row;
}

/** What a penny drop needs: the account (number still sealed) and its owner's contact details. */
export async function findForVerification(db: Db, id: string) {
  const [row] = await db
    .select({
      account: bankAccounts,
      fullName: users.fullName,
      email: users.email,
      mobile: users.mobile,
    })
    .from(bankAccounts)
    .innerJoin(users, eq(users.id, bankAccounts.userId))
    .where(eq(bankAccounts.id, id));
  return row;
}

export async function setFundAccount(db: Db, id: string, fundAccountId: string) {
  await db.update(bankAccounts).set({ fundAccountId }).where(eq(bankAccounts.id, id));
}

/** A new penny drop starts: only for an account neither verified nor already being checked. */
export async function markVerifying(db: Db, id: string) {
  const [row] = await db
    .update(bankAccounts)
    .set({ verificationStatus: "verifying", verificationNote: null })
    .where(
      and(
        eq(bankAccounts.id, id),
        eq(bankAccounts.isVerified, false),
        ne(bankAccounts.verificationStatus, "verifying"),
      ),
    )
    .returning({ id: bankAccounts.id });
  return Boolean(row);
}

/**
 * The penny drop's verdict, only while the account is still being verified: a late or repeated answer, or one
 * arriving after the admin's Verify, changes nothing. Undefined when it changed nothing.
 */
export async function settleVerification(
  db: Db,
  id: string,
  verdict: { status: Exclude<VerificationStatus, "verifying">; note: string | null; registeredName: string | null },
) {
  const [row] = await db
    .update(bankAccounts)
    .set({
      verificationStatus: verdict.status,
      verificationNote: verdict.note,
      registeredName: verdict.registeredName,
      ...(verdict.status === "verified" ? { isVerified: true } : {}),
    })
    .where(
      and(
        eq(bankAccounts.id, id),
        eq(bankAccounts.verificationStatus, "verifying"),
        eq(bankAccounts.isVerified, false),
      ),
    )
    .returning();
  return row;
}
