import type { FastifyBaseLogger } from "fastify";
import type { Notification } from "@contract/notifications";
import type { Database } from "../../db/client";
import { loggableError } from "../../lib/database-errors";
import {
  findNotification,
  NOTIFICATION_CHANNEL,
  type ChannelMessage,
  type NotificationRow,
} from "./notifications-repo";

/** What a user's open streams hear: a new notification, or that some of them (or their sessions) ended. */
type StreamEvent =
  | { kind: "notification"; notification: Notification }
  | { kind: "streams-closed"; streamIds: string[] }
  | { kind: "sessions-ended" };
type Listener = (event: StreamEvent) => void;

export interface NotificationBus {
  /** Calls `listener` with each event for `userId` until the returned function is called. */
  subscribe(userId: string, listener: Listener): () => void;
  /** How many listeners (open streams) this process has. */
  listenerCount(): number;
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
 * notification committed by any process (or job) reaches a page connected to any other; so does the end of a
 * session or of a stream pushed out by a newer one.
 */
export async function createNotificationBus(database: Database, log: FastifyBaseLogger): Promise<NotificationBus> {
  const listeners = new Map<string, Set<Listener>>();
  const deliver = (userId: string, event: StreamEvent) => {
    for (const listener of listeners.get(userId) ?? []) listener(event);
  };
  const unlisten = await database.listen(NOTIFICATION_CHANNEL, (payload) => {
    let message: ChannelMessage;
    try {
      message = JSON.parse(payload) as ChannelMessage;
    } catch {
      return;
    }
    if (!listeners.has(message.userId)) return;
    if ("sessionsEnded" in message) return deliver(message.userId, { kind: "sessions-ended" });
    if ("closedStreams" in message)
      return deliver(message.userId, { kind: "streams-closed", streamIds: message.closedStreams });
    if ("notification" in message)
      return deliver(message.userId, { kind: "notification", notification: toNotificationView(message.notification) });
    // Too big for the payload: read it back.
    findNotification(database.db, message.id)
      .then((row) => row && deliver(row.userId, { kind: "notification", notification: toNotificationView(row) }))
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
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    close: unlisten,
  };
}
