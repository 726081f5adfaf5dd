import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { DeliveryChannelName, DeliveryStatus } from "@contract/notification-channels";
import type { Db } from "../../db/client";
import { notificationDeliveries } from "../../db/schema/notification-deliveries";
import { notifications } from "../../db/schema/notifications";
import { users } from "../../db/schema/users";

const d = notificationDeliveries;

/**
 * Claims up to `limit` due deliveries in one statement: rows another turn holds are skipped, not waited for, and each
 * claimed row is `sending` with its next turn pushed `leaseSeconds` ahead. A turn that dies mid-send leaves its rows
 * to be claimed again when the lease runs out; `attempts` tells the turns apart. Answers each with what its channel
 * needs to write the message.
 */
export async function claimDue(db: Db, limit: number, leaseSeconds: number) {
  const due = db
    .select({ id: d.id })
    .from(d)
    .where(and(inArray(d.status, ["queued", "sending"]), lte(d.nextAttemptAt, sql`now()`)))
    .orderBy(asc(d.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(d)
    .set({
      status: "sending",
      attempts: sql`${d.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(inArray(d.id, due))
    .returning({ id: d.id });
  if (claimed.length === 0) return [];
  return db
    .select({
      id: d.id,
      channel: d.channel,
      attempts: d.attempts,
      createdAt: d.createdAt,
      notificationId: d.notificationId,
      userId: d.userId,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      language: users.language,
    })
    .from(d)
    .innerJoin(notifications, eq(notifications.id, d.notificationId))
    .innerJoin(users, eq(users.id, d.userId))
    .where(
      inArray(
        d.id,
        claimed.map((c) => c.id),
      ),
    );
}
export type ClaimedDelivery = Awaited<ReturnType<typeof claimDue>>[number];

/**
 * Writes a channel's answer back, only while the row is still this turn's claim (status `sending`, same attempt): a
 * turn that outlived its lease finds its row claimed again and changes nothing.
 */
export async function settle(
  db: Db,
  claim: Pick<ClaimedDelivery, "id" | "attempts">,
  outcome: { status: DeliveryStatus; providerId?: string; error?: string; nextAttemptAt?: Date },
) {
  const rows = await db
    .update(d)
    .set({
      status: outcome.status,
      providerId: outcome.providerId ?? null,
      error: outcome.error?.slice(0, 500) ?? null,
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(d.id, claim.id), eq(d.status, "sending"), eq(d.attempts, claim.attempts)))
    .returning({ id: d.id });
  return rows.length > 0;
}

/** Whether a delivery of the notification on one of these channels is known to have reached the device. */
export async function reachedOn(db: Db, notificationId: string, channels: readonly DeliveryChannelName[]) {
  const rows = await db
    .select({ id: d.id })
    .from(d)
    .where(
      and(eq(d.notificationId, notificationId), inArray(d.channel, channels), inArray(d.status, ["delivered", "read"])),
    )
    .limit(1);
  return rows.length > 0;
}
