import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { notificationStreams } from "../../db/schema/notification-streams";
import { notifications } from "../../db/schema/notifications";

/** An erased account's bell and open live streams, gone (decision 0047). */
export async function eraseNotifications(tx: Tx, userId: string) {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationStreams).where(eq(notificationStreams.userId, userId));
}
