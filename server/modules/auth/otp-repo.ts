import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { oneTimeCodes, type OneTimeCodePurpose } from "../../db/schema/one-time-codes";
import { toNumber } from "../../lib/numbers";

export async function latestCode(db: Db, email: string, purpose: OneTimeCodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

export async function countCodesSince(db: Db, email: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), gt(oneTimeCodes.createdAt, since)));
  return toNumber(row?.n);
}

/** A new code retires the earlier open ones for the same address and purpose: only the newest works. */
export async function replaceCode(db: Db, values: typeof oneTimeCodes.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.email, values.email), eq(oneTimeCodes.purpose, values.purpose), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values(values);
  });
}

export async function deleteCode(db: Db, id: string) {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

/** Conditional update so two concurrent correct submissions cannot both succeed. */
export async function consumeCode(db: Db, id: string) {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Counts a wrong try; the fifth burns the code. Returns the tries made so far. */
export async function recordWrongTry(db: Db, id: string, maxAttempts: number) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({
      attempts: sql`${oneTimeCodes.attempts} + 1`,
      consumedAt: sql`CASE WHEN ${oneTimeCodes.attempts} + 1 >= ${maxAttempts} THEN now() ELSE ${oneTimeCodes.consumedAt} END`,
    })
    .where(eq(oneTimeCodes.id, id))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? maxAttempts;
}
