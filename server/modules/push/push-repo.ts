import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { pushSubscriptions } from "../../db/schema/push-subscriptions";
import { toNumber } from "../../lib/numbers";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** One person's subscriptions change one at a time: the device limit holds however many posts race. */
export const lockUserSubscriptions = (tx: Tx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push-subscriptions:${userId}`}, 0))`);

/** The person's subscriptions other than this endpoint's. */
export async function countOtherSubscriptions(db: Db, userId: string, endpoint: string) {
  const [row] = await db
    .select({ n: sql`count(*)` })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint)));
  return toNumber(row?.n);
}

/**
 * Inserts the subscription, or updates the row its endpoint already has: the same browser subscribing again (new
 * keys), or now signed in as someone else, whose device it has become.
 */
export async function upsertSubscription(
  db: Db,
  s: { userId: string; endpoint: string; p256dh: string; auth: string },
) {
  await db
    .insert(pushSubscriptions)
    .values(s)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: s.userId, p256dh: s.p256dh, auth: s.auth },
    });
}

export async function deleteOwnSubscription(db: Db, userId: string, endpoint: string) {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export const subscriptionsOf = (db: Db, userId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** Its push service said it is gone (404/410). By id and keys: the browser re-subscribing meanwhile (new keys) stays. */
export async function deleteSubscription(db: Db, s: Pick<PushSubscriptionRow, "id" | "p256dh">) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, s.id), eq(pushSubscriptions.p256dh, s.p256dh)));
}

export async function markSuccess(db: Db, id: string) {
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: sql`now()` })
    .where(eq(pushSubscriptions.id, id));
}

export async function deleteAllSubscriptions(db: Db, userId: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
