import type { NotificationList } from "@contract/notifications";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { toNotificationView } from "./notification-bus";
import { countUnread, listNotifications, markAllRead, markRead } from "./notifications-repo";

export async function notificationsOf(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<NotificationList> {
  const [rows, unreadCount] = await Promise.all([
    listNotifications(db, userId, limit, offset),
    countUnread(db, userId),
  ]);
  return { notifications: rows.map(toNotificationView), unreadCount };
}

/** Someone else's notification answers 404 like a missing one, so ids cannot be probed. */
export async function readOne(db: Db, userId: string, id: string) {
  if (!(await markRead(db, userId, id))) throw notFound("Notification not found");
  return { success: true, unreadCount: await countUnread(db, userId) };
}

export async function readAll(db: Db, userId: string) {
  const updated = await markAllRead(db, userId);
  return { success: true, updated, unreadCount: 0 };
}
