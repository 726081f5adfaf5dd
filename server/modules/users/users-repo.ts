import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";

export async function findUserByMobile(db: Db, mobile: string) {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

export async function isUsernameTaken(db: Db, username: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return Boolean(row);
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

/** Which of username, mobile, email another account already holds, in that order. */
export async function findTakenField(db: Db, values: { username: string; mobile: string; email: string }) {
  const rows = await db
    .select({ username: users.username, mobile: users.mobile, email: users.email })
    .from(users)
    .where(or(eq(users.username, values.username), eq(users.mobile, values.mobile), eq(users.email, values.email)));
  const lower = (s: string) => s.toLowerCase();
  if (rows.some((r) => lower(r.username) === lower(values.username))) return "username" as const;
  if (rows.some((r) => r.mobile === values.mobile)) return "mobile" as const;
  if (rows.some((r) => lower(r.email) === lower(values.email))) return "email" as const;
  return undefined;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/**
 * Takes one password try for the account: counts it up front and, at the threshold, locks password login until
 * `lockUntil`. A lock that has already ended starts the count again from this try. One conditional statement,
 * so concurrent tries cannot all see the same count. `claimed` is false while the account is locked.
 */
export async function claimPasswordTry(db: Db, id: string, threshold: number, now: Date, lockUntil: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lockEnded = sql`(${users.loginLockedUntil} IS NOT NULL AND ${users.loginLockedUntil} <= ${at})`;
  const tries = sql`(CASE WHEN ${lockEnded} THEN 1 ELSE ${users.failedLoginCount} + 1 END)`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: tries,
      loginLockedUntil: sql`CASE WHEN ${tries} >= ${threshold} THEN ${lockUntil.toISOString()}::timestamptz WHEN ${lockEnded} THEN NULL ELSE ${users.loginLockedUntil} END`,
    })
    .where(and(eq(users.id, id), or(isNull(users.loginLockedUntil), lte(users.loginLockedUntil, now))))
    .returning({ id: users.id });
  if (row) return { claimed: true as const };
  const [locked] = await db.select({ until: users.loginLockedUntil }).from(users).where(eq(users.id, id)).limit(1);
  return { claimed: false as const, lockedUntil: locked?.until ?? undefined };
}

export async function resetFailedLogins(db: Db, id: string) {
  await db.update(users).set({ failedLoginCount: 0, loginLockedUntil: null }).where(eq(users.id, id));
}

/** Removes an account nobody could have used yet (registration whose verification mail never went out). */
export async function deleteUnverifiedUser(db: Db, id: string) {
  await db.delete(users).where(and(eq(users.id, id), eq(users.isVerified, false)));
}
