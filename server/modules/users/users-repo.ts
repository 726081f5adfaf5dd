import { eq, or, sql } from "drizzle-orm";
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

/** Counts a failed login and, at the threshold, locks password login until `lockUntil`. */
export async function recordFailedLogin(db: Db, id: string, threshold: number, lockUntil: Date) {
  await db
    .update(users)
    .set({
      failedLoginCount: sql`${users.failedLoginCount} + 1`,
      loginLockedUntil: sql`CASE WHEN ${users.failedLoginCount} + 1 >= ${threshold} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${users.loginLockedUntil} END`,
    })
    .where(eq(users.id, id));
}
