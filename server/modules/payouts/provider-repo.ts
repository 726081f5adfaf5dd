import { and, count, desc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { bankAccountValidations, payoutContacts, type ValidationStatus } from "../../db/schema/payout-provider";

export async function findContact(db: Db, userId: string) {
  const [row] = await db.select().from(payoutContacts).where(eq(payoutContacts.userId, userId));
  return row?.contactId;
}

/** The first contact stored for a seller wins; a racing second is the same contact at the provider anyway. */
export async function saveContact(db: Db, userId: string, contactId: string) {
  await db.insert(payoutContacts).values({ userId, contactId }).onConflictDoNothing();
  return (await findContact(db, userId))!;
}

/** Serialises one account's penny drops until the transaction ends: the daily limit holds under concurrent retries. */
export const lockAccountValidations = (tx: Tx, bankAccountId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`validations:${bankAccountId}`}, 0))`);

export async function validationsToday(db: Db, bankAccountId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(bankAccountValidations)
    .where(
      and(
        eq(bankAccountValidations.bankAccountId, bankAccountId),
        gte(bankAccountValidations.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertValidation(
  db: Db,
  values: { bankAccountId: string; accountNumberFingerprint: string | null; ifscCode: string },
) {
  const [row] = await db.insert(bankAccountValidations).values(values).returning();
  return row!;
}

/**
 * Serialises the penny drops of one key (a seller, an account number) across every instance until the transaction
 * ends: counting the day's penny drops and recording a new one are then one step. Always taken seller first, then
 * number, so two transactions never wait on each other in a circle.
 */
export const lockPennyDrops = (tx: Tx, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`penny_drops:${key}`}, 0))`);

const lastDay = gte(bankAccountValidations.createdAt, sql`now() - interval '1 day'`);
/** A refused request cost nothing: the provider never sent the rupee. */
const paidFor = ne(bankAccountValidations.status, "refused");

export async function pennyDropsTodayOfSeller(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(bankAccountValidations)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankAccountValidations.bankAccountId))
    .where(and(eq(bankAccounts.userId, userId), lastDay, paidFor));
  return Number(row?.n ?? 0);
}

export async function pennyDropsTodayOfNumber(db: Db, fingerprint: string) {
  const [row] = await db
    .select({ n: count() })
    .from(bankAccountValidations)
    .where(and(eq(bankAccountValidations.accountNumberFingerprint, fingerprint), lastDay, paidFor));
  return Number(row?.n ?? 0);
}

/** The newest completed answer for this number and IFSC within `days` (any seller's: it is about the account). */
export async function recentAnswer(db: Db, fingerprint: string, ifscCode: string, days: number, onlyActive: boolean) {
  const [row] = await db
    .select({
      accountStatus: bankAccountValidations.accountStatus,
      registeredName: bankAccountValidations.registeredName,
    })
    .from(bankAccountValidations)
    .where(
      and(
        eq(bankAccountValidations.accountNumberFingerprint, fingerprint),
        eq(bankAccountValidations.ifscCode, ifscCode),
        eq(bankAccountValidations.status, "completed"),
        onlyActive
          ? eq(bankAccountValidations.accountStatus, "active")
          : inArray(bankAccountValidations.accountStatus, ["active", "invalid"]),
        gte(bankAccountValidations.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .orderBy(desc(bankAccountValidations.createdAt))
    .limit(1);
  return row;
}

export async function setValidation(
  db: Db,
  id: string,
  values: {
    providerValidationId?: string;
    status?: ValidationStatus;
    accountStatus?: string | null;
    registeredName?: string | null;
  },
) {
  await db.update(bankAccountValidations).set(values).where(eq(bankAccountValidations.id, id));
}

export async function findValidationByProviderId(db: Db, providerValidationId: string) {
  const [row] = await db
    .select()
    .from(bankAccountValidations)
    .where(eq(bankAccountValidations.providerValidationId, providerValidationId));
  return row;
}

/**
 * Penny drops still waiting whose last word is older than `afterSeconds`, claimed (their updated_at moved on) so two
 * processes never ask about one at once: the job asks the provider again, or starts one whose call was lost.
 */
export async function claimWaitingValidations(db: Db, limit: number, afterSeconds: number) {
  const claimable = db
    .select({ id: bankAccountValidations.id })
    .from(bankAccountValidations)
    .where(
      and(
        eq(bankAccountValidations.status, "created"),
        lt(bankAccountValidations.updatedAt, sql`now() - make_interval(secs => ${afterSeconds})`),
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(bankAccountValidations)
    .set({ updatedAt: sql`now()` })
    .where(inArray(bankAccountValidations.id, claimable))
    .returning();
}
