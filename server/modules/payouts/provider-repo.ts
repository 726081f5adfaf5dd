import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
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

export async function insertValidation(db: Db, bankAccountId: string) {
  const [row] = await db.insert(bankAccountValidations).values({ bankAccountId }).returning();
  return row!;
}

export async function setValidation(
  db: Db,
  id: string,
  values: { providerValidationId?: string; status?: ValidationStatus },
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
