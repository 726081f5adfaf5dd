import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { oneTimeCodes, type OneTimeCodePurpose } from "../../db/schema/one-time-codes";

/** The database or a transaction on it: the issuing checks run inside one. */
export type Queryable = Pick<Db, "select" | "update" | "insert" | "delete" | "execute">;

/** First key of the two-key advisory lock space, so these locks cannot collide with another module's. */
const CODE_ISSUE_LOCK = 5_170_001;

/**
 * Holds the address's issuing lock until the surrounding transaction ends: concurrent requests for one
 * address then see each other's codes, and the resend lock and hourly cap cannot be raced past.
 */
export async function lockAddress(tx: Queryable, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_ISSUE_LOCK}, hashtext(lower(${email})))`);
}

/** The newest code of this purpose that this client asked for. */
export async function latestCode(db: Queryable, email: string, purpose: OneTimeCodePurpose, client: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.client, client)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Send times of the newest `limit` codes to the address (any purpose) since `since`, newest first: those one
 * client asked for, or with `client` undefined those every client asked for.
 */
export async function sendTimesSince(
  db: Queryable,
  email: string,
  client: string | undefined,
  since: Date,
  limit: number,
) {
  const rows = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, email),
        client === undefined ? undefined : eq(oneTimeCodes.client, client),
        gt(oneTimeCodes.createdAt, since),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(limit);
  return rows.map((r) => r.createdAt);
}

/**
 * A new code retires the client's earlier open ones for the same address and purpose: only its newest works.
 * Codes other clients asked for stay as they are.
 */
export async function replaceCode(tx: Queryable, values: typeof oneTimeCodes.$inferInsert & { client: string }) {
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.email, values.email),
        eq(oneTimeCodes.purpose, values.purpose),
        eq(oneTimeCodes.client, values.client),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await tx.insert(oneTimeCodes).values(values);
}

export async function deleteCode(db: Queryable, id: string) {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

/**
 * Takes one of the code's tries before the submitted code is compared. The condition and the increment are one
 * statement, so concurrent guesses cannot all read "4 tries used" and each get compared. Returns the tries used
 * including this one, or undefined when the code is used, burned or expired.
 */
export async function claimTry(db: Queryable, id: string, maxAttempts: number, now: Date) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        sql`${oneTimeCodes.attempts} < ${maxAttempts}`,
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts;
}

/** Conditional update so two concurrent correct submissions cannot both succeed. */
export async function consumeCode(db: Queryable, id: string) {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
