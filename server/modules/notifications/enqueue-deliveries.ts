import { channelsOf, isAlwaysMailed, isPreferenceKind, isUrgentKind } from "@contract/notification-preferences";
import type { Db } from "../../db/client";
import { notificationDeliveries } from "../../db/schema/notification-deliveries";
import type { notifications } from "../../db/schema/notifications";
import { isOn, readChoices } from "./preferences-repo";
import { quietUntil } from "./quiet-hours";

/**
 * Word that deliveries are due now, for the deliveries job to run at once rather than at its next turn (decision
 * 0048). A NOTIFY: heard only once the transaction that queued them commits, and PostgreSQL folds the same payload
 * sent many times in one transaction into one, so an event that notifies a thousand people wakes the job once.
 */
export const DELIVERIES_DUE_CHANNEL = "dobara_deliveries_due";

/**
 * How long the last accept reminder's SMS waits after its push and WhatsApp rows (decision 0048): long enough for a
 * phone that is on to have reported the push or WhatsApp message delivered, so the SMS (paid per message) goes only
 * when neither reached; short beside the 6 hours left to accept.
 */
const SMS_FALLBACK_GRACE_MS = 10 * 60 * 1000;

/**
 * The deliveries of a notification just stored, in the same transaction (decision 0048): one row per channel the
 * person has on for its kind, and e-mail for a kind always mailed (the receipt, the new-order mail). E-mail only to a
 * proven address; push and WhatsApp rows are made whether or not there is a device or an opt-in (their channel answers
 * `skipped`), so a device added tonight still hears tomorrow's news.
 * Outside urgent kinds, a row made in the person's quiet hours waits for their end. Staff kinds make none. With
 * `smsFallback` (the last accept reminder) an `sms` row too, whatever the switches (SMS is never chosen), due after the
 * grace above; its channel sends only if nothing else reached the person. Answers whether rows are due now: the
 * caller's NOTIFY then wakes the job (DELIVERIES_DUE_CHANNEL); the SMS row's later turn comes with the job's interval.
 */
export async function enqueueDeliveries(
  db: Db,
  notification: Pick<typeof notifications.$inferSelect, "id" | "userId" | "type">,
  mailable: boolean,
  smsFallback = false,
) {
  const kind = notification.type;
  if (!isPreferenceKind(kind)) return false;
  const { deviations, window } = await readChoices(db, notification.userId, kind);
  const channels = channelsOf(kind).filter((c) => isOn(deviations, kind, c) && (c !== "email" || mailable));
  if (isAlwaysMailed(kind) && mailable) channels.push("email");
  const later = isUrgentKind(kind) ? undefined : quietUntil(new Date(), window);
  const rows: (typeof notificationDeliveries.$inferInsert)[] = channels.map((channel) => ({
    notificationId: notification.id,
    userId: notification.userId,
    channel,
    ...(later ? { nextAttemptAt: later } : {}),
  }));
  if (smsFallback)
    rows.push({
      notificationId: notification.id,
      userId: notification.userId,
      channel: "sms",
      nextAttemptAt: new Date(Date.now() + SMS_FALLBACK_GRACE_MS),
    });
  if (rows.length === 0) return false;
  await db.insert(notificationDeliveries).values(rows).onConflictDoNothing();
  return channels.length > 0 && !later;
}
