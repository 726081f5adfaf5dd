import { and, count, desc, eq, sql } from "drizzle-orm";
import { notificationLinks } from "@contract/notifications";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import { users } from "../../db/schema/users";
import { toNumber } from "../../lib/numbers";
import { DELIVERIES_DUE_CHANNEL, enqueueDeliveries } from "./enqueue-deliveries";
import { writeNotification, type NotificationInput } from "./notification-texts";

/** The channel live pages hear new notifications on (notification-bus.ts). */
export const NOTIFICATION_CHANNEL = "dobara_notifications";
/** NOTIFY payloads must stay under 8000 bytes; a bigger notification is announced by id and read back. */
const PAYLOAD_LIMIT = 7000;

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Stores a notification and announces it with NOTIFY on the same connection. Called inside the transaction of
 * the event it reports: PostgreSQL delivers the NOTIFY only if that transaction commits, so a page never hears
 * of a change that rolled back, and the row and the announcement come or go together. `link` should name the
 * exact thing (notificationLinks); without one the reader lands on the type's dashboard tab. A `text` is written
 * here, once, in the recipient's language (decision 0046); the row keeps the words it was written in. Its deliveries
 * beyond the bell are queued in the same transaction (decision 0048).
 */
export async function createNotification(db: Db, values: NotificationInput) {
  const { userId, type } = values;
  const recipient = await recipientOf(db, userId);
  const written = values.text
    ? writeNotification(values.text, recipient.language)
    : { title: values.title, message: values.message };
  const [row] = await db
    .insert(notifications)
    .values({ userId, type, ...written, link: values.link ?? notificationLinks.tab(type) })
    .returning();
  const due = await enqueueDeliveries(db, row!, recipient.mailable, values.smsFallback ?? false);
  const full = { userId: row!.userId, notification: row! };
  await announce(
    db,
    Buffer.byteLength(JSON.stringify(full)) <= PAYLOAD_LIMIT ? full : { userId: row!.userId, id: row!.id },
    due,
  );
  return row!;
}

/**
 * The language a person reads (users.language; English for an account that is gone), and whether they may be mailed:
 * a proven address of an account not erased.
 */
async function recipientOf(db: Db, userId: string) {
  const [row] = await db
    .select({ language: users.language, verified: users.isVerified, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId));
  return { language: row?.language ?? "en", mailable: !!row && row.verified && !row.erasedAt };
}

/** What travels on NOTIFICATION_CHANNEL: a notification (or its id), or word that some live streams must end. */
export type ChannelMessage =
  | { userId: string; notification: NotificationRow }
  | { userId: string; id: string }
  | { userId: string; closedStreams: string[] }
  | { userId: string; sessionsEnded: true };

/**
 * NOTIFY on the caller's connection: inside a transaction it is heard only if that transaction commits. With
 * `deliveriesDue`, the same round trip wakes the deliveries job too.
 */
export async function announce(db: Db, message: ChannelMessage, deliveriesDue = false) {
  const wake = deliveriesDue ? sql`, pg_notify(${DELIVERIES_DUE_CHANNEL}, 'due')` : sql``;
  await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(message)})${wake}`);
}

/**
 * A session of the user ended (logout, password reset): each process re-checks the sessions of that user's
 * streams it holds and ends those whose session is gone.
 */
export const announceSessionsEnded = (db: Db, userId: string) => announce(db, { userId, sessionsEnded: true });

/** Newest first straight off the (user_id, created_at DESC) index: no sort, however many a person has. */
export function listNotifications(db: Db, userId: string, limit: number, offset: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit)
    .offset(offset);
}

/**
 * Counting stops at UNREAD_COUNT_CAP: the badge shows 99+ beyond 99, and someone with thousands unread would
 * otherwise make every bell refresh count them all.
 */
const UNREAD_COUNT_CAP = 1000;
export async function countUnread(db: Db, userId: string) {
  const unread = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .limit(UNREAD_COUNT_CAP)
    .as("unread");
  const [row] = await db.select({ n: count() }).from(unread);
  return toNumber(row?.n);
}

export async function findNotification(db: Db, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** Only the owner's row: someone else's id matches nothing. */
export async function markRead(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row;
}

export async function markAllRead(db: Db, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
