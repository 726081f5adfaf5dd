import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { notificationStreams } from "../../db/schema/notification-streams";
import { announce } from "./notifications-repo";

/** Ids per NOTIFY, well under its 8000-byte payload limit. */
const IDS_PER_MESSAGE = 100;

/**
 * Records a new live stream and pushes out the user's oldest beyond `cap`, announcing them so the processes
 * holding them end them. The user's lock makes concurrent opens take turns, so the cap holds however many
 * arrive at once, and clock_timestamp() under it orders them as admitted.
 */
export async function admitStream(tx: Tx, userId: string, sessionId: string, cap: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`notification_streams:${userId}`}, 0))`);
  const [row] = await tx
    .insert(notificationStreams)
    .values({ userId, sessionId, openedAt: sql`clock_timestamp()` })
    .returning({ id: notificationStreams.id });
  const kept = tx
    .select({ id: notificationStreams.id })
    .from(notificationStreams)
    .where(eq(notificationStreams.userId, userId))
    .orderBy(desc(notificationStreams.openedAt), desc(notificationStreams.id))
    .limit(cap);
  const closed = await tx
    .delete(notificationStreams)
    .where(and(eq(notificationStreams.userId, userId), notInArray(notificationStreams.id, kept)))
    .returning({ id: notificationStreams.id });
  const ids = closed.map((c) => c.id);
  for (let i = 0; i < ids.length; i += IDS_PER_MESSAGE)
    await announce(tx, { userId, closedStreams: ids.slice(i, i + IDS_PER_MESSAGE) });
  return row!.id;
}

export async function removeStream(db: Db, id: string) {
  await db.delete(notificationStreams).where(eq(notificationStreams.id, id));
}

/** Which of `ids` are still recorded: one missing was pushed out by a newer stream of its user. */
export async function findStreamIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: notificationStreams.id })
    .from(notificationStreams)
    .where(inArray(notificationStreams.id, ids));
  return rows.map((r) => r.id);
}
