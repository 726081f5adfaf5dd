import { and, eq, gt, isNull, sql } from "drizzle-orm";
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

export async function revokeSession(db: Db, tokenHash: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
