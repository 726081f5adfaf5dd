import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { whatsappMessages, type WhatsAppMessageStatus } from "../../db/schema/whatsapp";

/**
 * How long a call whose answer never came keeps its delivery from being sent again: long enough for Meta's status
 * webhook (which carries our delivery id) to tell us the message went (docs/providers/whatsapp.md#sending-once).
 */
export const UNKNOWN_WAIT_SECONDS = 15 * 60;

export type Claim =
  | { kind: "call" }
  | { kind: "known"; wamid: string; status: WhatsAppMessageStatus | null }
  | { kind: "waiting"; seconds: number };

/**
 * Takes the right to call the Cloud API for this delivery, written before the call: none when Meta's message id is
 * already known, nor while an earlier call's answer is unknown (or still coming, from another instance).
 */
export async function claimCall(db: Db, deliveryId: string, mobile: string): Promise<Claim> {
  const claimed = await db
    .insert(whatsappMessages)
    .values({ deliveryId, mobile, pendingSince: sql`now()`, calls: 1 })
    .onConflictDoUpdate({
      target: whatsappMessages.deliveryId,
      set: { mobile, pendingSince: sql`now()`, calls: sql`${whatsappMessages.calls} + 1`, updatedAt: sql`now()` },
      where: sql`${whatsappMessages.wamid} IS NULL AND (${whatsappMessages.pendingSince} IS NULL OR ${whatsappMessages.pendingSince} < now() - make_interval(secs => ${UNKNOWN_WAIT_SECONDS}))`,
    })
    .returning({ deliveryId: whatsappMessages.deliveryId });
  if (claimed.length > 0) return { kind: "call" };
  const [row] = await db
    .select({
      wamid: whatsappMessages.wamid,
      status: whatsappMessages.status,
      waited: sql<number>`extract(epoch from now() - ${whatsappMessages.pendingSince})::int`,
    })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.deliveryId, deliveryId));
  if (row?.wamid) return { kind: "known", wamid: row.wamid, status: row.status };
  return { kind: "waiting", seconds: Math.max(1, UNKNOWN_WAIT_SECONDS - Number(row?.waited ?? 0)) };
}

/** Meta accepted the message: its id, kept beside our delivery id. */
export async function markAccepted(db: Db, deliveryId: string, wamid: string) {
  await db
    .update(whatsappMessages)
    .set({ wamid, pendingSince: null, status: sql`coalesce(${whatsappMessages.status}, 'sent')` })
    .where(and(eq(whatsappMessages.deliveryId, deliveryId), isNull(whatsappMessages.wamid)));
}

/** Meta refused the message: it was not sent, so a later turn may call again. */
export async function markRefused(db: Db, deliveryId: string) {
  await db
    .update(whatsappMessages)
    .set({ pendingSince: null })
    .where(and(eq(whatsappMessages.deliveryId, deliveryId), isNull(whatsappMessages.wamid)));
}

const RANK = { sent: 1, delivered: 2, read: 3, failed: 4 } as const;
const below = (status: WhatsAppMessageStatus) =>
  (Object.keys(RANK) as WhatsAppMessageStatus[]).filter((s) =>
    status === "failed" ? RANK[s] < RANK.delivered : RANK[s] < RANK[status],
  );

/**
 * A status webhook for a message of ours: found by wamid, or (before the answer to our call came) by the delivery
 * id Meta hands back, whose wamid it then fills in. Only to the number we sent to, and only forward. Answers the
 * wamid when the message is ours.
 */
export async function recordStatus(
  db: Db,
  report: { wamid: string; deliveryId?: string; mobile: string; status: WhatsAppMessageStatus },
) {
  if (report.deliveryId) {
    await db
      .update(whatsappMessages)
      .set({ wamid: report.wamid, pendingSince: null })
      .where(
        and(
          eq(whatsappMessages.deliveryId, report.deliveryId),
          eq(whatsappMessages.mobile, report.mobile),
          isNull(whatsappMessages.wamid),
        ),
      );
  }
  const [row] = await db
    .select({ deliveryId: whatsappMessages.deliveryId, mobile: whatsappMessages.mobile })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.wamid, report.wamid));
  if (!row || row.mobile !== report.mobile) return undefined;
  const lower = below(report.status);
  await db
    .update(whatsappMessages)
    .set({ status: report.status })
    .where(
      and(
        eq(whatsappMessages.wamid, report.wamid),
        lower.length > 0
          ? or(isNull(whatsappMessages.status), inArray(whatsappMessages.status, lower))
          : isNull(whatsappMessages.status),
      ),
    );
  return report.wamid;
}
