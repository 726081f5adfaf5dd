import type { Db } from "../../db/client";
import { notifications, type NotificationType } from "../../db/schema/notifications";

export async function createNotification(db: Db, values: { userId: string; type: NotificationType; title: string; message: string }) {
  await db.insert(notifications).values(values);
}
