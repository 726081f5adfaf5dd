import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/users";

/**
 * The account a mobile names: the one that verified it, else an admin's, else the oldest that typed it (an
 * unverified number may be held by several accounts; docs/decisions/0041-mobile-verification.md).
 */
export async function findUserByMobile(db: Db, mobile: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.mobile, mobile))
    .orderBy(desc(users.mobileVerified), desc(sql`${users.role} = 'admin'`), asc(users.createdAt))
    .limit(1);
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

/** Which of username, mobile (once verified), email another account already holds, in that order. */
export async function findTakenField(db: Db, values: { username: string; mobile: string; email: string }) {
  const rows = await db
    .select({
      username: users.username,
      mobile: users.mobile,
      mobileVerified: users.mobileVerified,
      email: users.email,
    })
    .from(users)
    .where(or(eq(users.username, values.username), eq(users.mobile, values.mobile), eq(users.email, values.email)));
  const lower = (s: string) => s.toLowerCase();
  if (rows.some((r) => lower(r.username) === lower(values.username))) return "username" as const;
  if (rows.some((r) => r.mobile === values.mobile && r.mobileVerified)) return "mobile" as const;
  if (rows.some((r) => lower(r.email) === lower(values.email))) return "email" as const;
  return undefined;
}

/** The updated row, or undefined when the account is gone (an unverified one the hourly sweep removed meanwhile). */
export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Removes an account nobody could have used yet (registration whose verification mail never went out). */
export async function deleteUnverifiedUser(db: Db, id: string) {
  await db.delete(users).where(and(eq(users.id, id), eq(users.isVerified, false)));
}

/**
 * Deletes up to `limit` registrations left unverified for longer than `holdHours` by the database clock;
 * with `holding`, only those holding that username, mobile or e-mail. Rows are claimed with FOR UPDATE SKIP
 * LOCKED, so instances sweeping at once share the work, and the condition is checked again on the locked row,
 * so an account verified meanwhile stays. Answers how many went.
 */
export async function deleteStaleRegistrations(
  db: Db,
  holdHours: number,
  limit: number,
  holding?: { username: string; mobile: string; email: string },
) {
  const stale = and(eq(users.isVerified, false), sql`${users.createdAt} < now() - ${holdHours} * interval '1 hour'`);
  const holds =
    holding &&
    or(eq(users.username, holding.username), eq(users.mobile, holding.mobile), eq(users.email, holding.email));
  const claimed = db
    .select({ id: users.id })
    .from(users)
    .where(and(stale, holds))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .delete(users)
    .where(and(inArray(users.id, claimed), stale))
    .returning({ id: users.id });
  return rows.length;
}

/**
 * Replaces the password hash only if it is still the one the caller checked the current password against: of two
 * changes made with the same current password, one wins and the other finds nothing to change (false).
 */
export async function replacePasswordHash(db: Db, id: string, checkedHash: string, newHash: string) {
  const rows = await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, id), eq(users.passwordHash, checkedHash)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function findAdmins(db: Db | Tx) {
  return (
    db
      .select({ id: users.id, email: users.email, fullName: users.fullName })
      .from(users)
      // eslint-disable-next-line no-restricted-syntax -- the one query every look-up of the admins goes through (admins.ts)
      .where(eq(users.role, "admin"))
  );
}
