import { channelsOf, isPreferenceKind, isUrgentKind } from "@contract/notification-preferences";
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
 * The deliveries of a notification just stored, in the same transaction (decision 0048): one row per channel the
 * person has on for its kind. E-mail only to a proven address; push and WhatsApp rows are made whether or not there is
 * a device or an opt-in (their channel answers `skipped`), so a device added tonight still hears tomorrow's news.
 * Outside urgent kinds, a row made in the person's quiet hours waits for their end. Staff kinds make none. Answers
 * whether rows are due now: the caller's NOTIFY then wakes the job (DELIVERIES_DUE_CHANNEL).
 */
export async function enqueueDeliveries(
  db: Db,
  notification: Pick<typeof notifications.$inferSelect, "id" | "userId" | "type">,
  mailable: boolean,
) {
  const kind = notification.type;
  if (!isPreferenceKind(kind)) return false;
  const { deviations, window } = await readChoices(db, notification.userId, kind);
  const channels = channelsOf(kind).filter((c) => isOn(deviations, kind, c) && (c !== "email" || mailable));
  if (channels.length === 0) return false;
  const later = isUrgentKind(kind) ? undefined : quietUntil(new Date(), window);
  await db
    .insert(notificationDeliveries)
    .values(
      channels.map((channel) => ({
        notificationId: notification.id,
        userId: notification.userId,
        channel,
        ...(later ? { nextAttemptAt: later } : {}),
      })),
    )
    .onConflictDoNothing();
  return !later;
}
