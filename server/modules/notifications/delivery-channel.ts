import { and, eq, inArray, sql } from "drizzle-orm";
import type { Language } from "@contract/language";
import type { DeliveryChannelName, DeliveryStatus } from "@contract/notification-channels";
import type { Db } from "../../db/client";
import { notificationDeliveries } from "../../db/schema/notification-deliveries";
import type { NotificationType } from "../../db/schema/notifications";

/**
 * One notification to send on one channel, already written in the person's language (decision 0048). `deliveryId`
 * is the row's id in notification_deliveries: a channel gives it to its provider as the idempotency key (or keeps it
 * beside the provider's message id), so a turn repeated after a time-out never sends twice.
 */
export interface Outgoing {
  deliveryId: string;
  notificationId: string;
  userId: string;
  type: NotificationType;
  /** An urgent kind (a deadline that costs a sale) goes out in quiet hours too. */
  urgent: boolean;
  language: Language;
  title: string;
  message: string;
  /** The in-app path the notification opens (contract/notifications.ts notificationLinks). */
  link: string;
}

/** What a channel's provider answered for one Outgoing. */
export type SendResult =
  /** Accepted by the provider; its later status report (a webhook, the device's receipt) may move it on. */
  | { outcome: "sent"; providerId?: string }
  /** Known to have reached the device. */
  | { outcome: "delivered"; providerId?: string }
  /** Not now (the provider is down, answered 429 or 5xx): the next attempt waits `retryAfterSeconds` or a backoff. */
  | { outcome: "retry"; error: string; retryAfterSeconds?: number }
  /** Never (refused for good, the address is gone). */
  | { outcome: "failed"; error: string }
  /** Nothing to send to: no device, not opted in, no verified number. Not a failure. */
  | { outcome: "skipped"; reason: string };

/** A way out beyond the bell. Each provider module (mail, push, WhatsApp, SMS) answers one of these. */
export interface DeliveryChannel {
  name: DeliveryChannelName;
  /** Called with no transaction open: the network call must not pin a connection. */
  send(outgoing: Outgoing): Promise<SendResult>;
}

/** The order statuses may move in: a late or replayed report never moves a delivery back. */
const RANK: Record<DeliveryStatus, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  failed: 5,
  skipped: 5,
};

/**
 * A provider's later word on something it sent (a WhatsApp status webhook, a push receipt from the service
 * worker), found by the provider's id. Moves the row forward only; answers whether a row moved. `failed` after
 * `delivered` is ignored: what arrived, arrived.
 */
export async function recordDeliveryStatus(
  db: Db,
  report: { channel: DeliveryChannelName; providerId: string; status: "delivered" | "read" | "failed"; error?: string },
) {
  const lower = (Object.keys(RANK) as DeliveryStatus[]).filter((s) =>
    report.status === "failed" ? RANK[s] < RANK.delivered : RANK[s] < RANK[report.status],
  );
  const rows = await db
    .update(notificationDeliveries)
    .set({ status: report.status, error: report.error ?? null, updatedAt: sql`now()` })
    .where(
      and(
        eq(notificationDeliveries.channel, report.channel),
        eq(notificationDeliveries.providerId, report.providerId),
        inArray(notificationDeliveries.status, lower),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return rows.length > 0;
}
