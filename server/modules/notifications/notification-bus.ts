import type { FastifyBaseLogger } from "fastify";
import type { Notification } from "@contract/notifications";
import type { Database } from "../../db/client";
import { loggableError } from "../../lib/database-errors";
import { findNotification, NOTIFICATION_CHANNEL, type NotificationRow } from "./notifications-repo";

type Listener = (notification: Notification) => void;

export interface NotificationBus {
  /** Calls `listener` with each new notification for `userId` until the returned function is called. */
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

export const toNotificationView = (
  row: Pick<NotificationRow, "id" | "type" | "title" | "message" | "isRead" | "link"> & { createdAt: Date | string },
): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  isRead: row.isRead,
  createdAt: new Date(row.createdAt).toISOString(),
  link: row.link,
});

/**
 * Fans notifications out to the open streams of this process. Every process LISTENs on the database, so a
 * notification committed by any process (or job) reaches a page connected to any other.
 */
export async function createNotificationBus(database: Database, log: FastifyBaseLogger): Promise<NotificationBus> {
  const listeners = new Map<string, Set<Listener>>();
  const deliver = (userId: string, notification: Notification) => {
    for (const listener of listeners.get(userId) ?? []) listener(notification);
  };
  const unlisten = await database.listen(NOTIFICATION_CHANNEL, (payload) => {
    let message: { userId: string; notification?: NotificationRow; id?: string };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (!listeners.has(message.userId)) return;
    if (message.notification) return deliver(message.userId, toNotificationView(message.notification));
    // Too big for the payload: read it back.
    findNotification(database.db, message.id!)
      .then((row) => row && deliver(row.userId, toNotificationView(row)))
      .catch((err: unknown) =>
        log.warn({ err: loggableError(err) }, "could not read a notification for the live stream"),
      );
  });
  return {
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    close: unlisten,
  };
}
