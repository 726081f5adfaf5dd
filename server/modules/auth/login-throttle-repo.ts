import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { loginThrottles } from "../../db/schema/login-throttles";

/** The row that counts an account's wrong passwords from every address together. */
export const WHOLE_ACCOUNT = "*";

export interface ThrottleRule {
  /** Wrong passwords within `windowMs` that lock the row. */
  limit: number;
  windowMs: number;
  lockMs: number;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one try on a row in one statement: a new row starts at one, a row whose window has passed or whose
 * lock has run out starts again at one, and the try that reaches the limit sets the lock. A locked row is left
 * alone (no row returned), so concurrent tries cannot all read the same count.
 */
export async function claimRow(tx: Tx, userId: string, client: string, rule: ThrottleRule, now: Date) {
  const fresh = sql`(${loginThrottles.lockedUntil} <= ${at(now)} OR ${loginThrottles.windowStartedAt} <= ${at(new Date(now.getTime() - rule.windowMs))})`;
  const failures = sql`(CASE WHEN ${fresh} THEN 1 ELSE ${loginThrottles.failures} + 1 END)`;
  const lockUntil = at(new Date(now.getTime() + rule.lockMs));
  const [row] = await tx
    .insert(loginThrottles)
    .values({
      userId,
      client,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: rule.limit <= 1 ? new Date(now.getTime() + rule.lockMs) : null,
    })
    .onConflictDoUpdate({
      target: [loginThrottles.userId, loginThrottles.client],
      set: {
        failures,
        windowStartedAt: sql`CASE WHEN ${fresh} THEN ${at(now)} ELSE ${loginThrottles.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${failures} >= ${rule.limit} THEN ${lockUntil} ELSE NULL END`,
      },
      setWhere: sql`${loginThrottles.lockedUntil} IS NULL OR ${loginThrottles.lockedUntil} <= ${at(now)}`,
    })
    .returning({ userId: loginThrottles.userId });
  return Boolean(row);
}

export async function lockedUntil(db: Db, userId: string, client: string) {
  const [row] = await db
    .select({ until: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.userId, userId), eq(loginThrottles.client, client)));
  return row?.until ?? undefined;
}

/**
 * The right password: the client's count starts again, and the account-wide row gives back the try this
 * sign-in took (it counts wrong passwords only; a success must not wipe what other addresses have spent).
 */
export async function passwordAccepted(db: Db, userId: string, client: string, accountLimit: number) {
  await db.delete(loginThrottles).where(and(eq(loginThrottles.userId, userId), eq(loginThrottles.client, client)));
  const left = sql`GREATEST(${loginThrottles.failures} - 1, 0)`;
  await db
    .update(loginThrottles)
    .set({
      failures: left,
      lockedUntil: sql`CASE WHEN ${left} < ${accountLimit} THEN NULL ELSE ${loginThrottles.lockedUntil} END`,
    })
    .where(and(eq(loginThrottles.userId, userId), eq(loginThrottles.client, WHOLE_ACCOUNT)));
}

/** A password reset proves the inbox: the account-wide count and the resetting client's count start again. */
export async function clearPasswordTries(db: Db, userId: string, client: string) {
  await db
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.userId, userId), inArray(loginThrottles.client, [client, WHOLE_ACCOUNT])));
}
