import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { notificationPreferences, notificationQuietHours } from "../../db/schema/notification-preferences";
import { notificationStreams } from "../../db/schema/notification-streams";
import { notifications } from "../../db/schema/notifications";

/** An erased account's bell (with its deliveries), open live streams and choices, gone (decision 0047). */
export async function eraseNotifications(tx: Tx, userId: string) {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationStreams).where(eq(notificationStreams.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await tx.delete(notificationQuietHours).where(eq(notificationQuietHours.userId, userId));
}
