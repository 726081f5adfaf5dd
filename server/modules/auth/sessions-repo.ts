import { and, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema/sessions";
import { users } from "../../db/schema/users";

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function extendSession(db: Db, id: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, id));
}

/** The session revoked now, if it was live: a second revocation changes and returns nothing. */
export async function revokeSession(db: Db, tokenHash: string) {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return row;
}

/** How many sessions were still live and are revoked now. */
export async function revokeAllSessions(db: Db, userId: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Which of `ids` are live (neither revoked nor expired) by the database's clock. */
export async function findLiveSessionIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return rows.map((r) => r.id);
}

/** A user's sessions still alive, the most recently used first. */
export function listLiveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

/** Ends one of this user's live sessions; false when there is none by that id (another user's, or already ended). */
export async function revokeUserSession(db: Db, userId: string, id: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Every session of the user but the one making the request (a password change keeps this device signed in). */
export async function revokeOtherSessions(db: Db, userId: string, keepTokenHash: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.tokenHash, keepTokenHash)));
}
