import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import {
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  type DeliveryChannelName,
  type DeliveryStatus,
} from "@contract/notification-channels";
import { createdAt, id, isOneOf, updatedAt } from "./columns";
import { notifications } from "./notifications";
import { users } from "./users";

/**
 * One notification on one channel beyond the bell (docs/decisions/0048-notification-channels.md): one row per
 * notification and channel, so a retry after a time-out finds the row it already made and never sends twice.
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: id(),
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text().$type<DeliveryChannelName>().notNull(),
    status: text().$type<DeliveryStatus>().notNull().default("queued"),
    attempts: integer().notNull().default(0),
    /** When the next turn may take it: now, after a backoff, or the end of the person's quiet hours. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The provider's id for what it sent (a WhatsApp message id, an SMS request id): its status reports name it. */
    providerId: text(),
    /** The provider's last refusal or failure, for the admin's failure rates; never shown to the person. */
    error: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("notification_deliveries_notification_channel_key").on(t.notificationId, t.channel),
    check("notification_deliveries_channel_check", isOneOf(t.channel, DELIVERY_CHANNELS)),
    check("notification_deliveries_status_check", isOneOf(t.status, DELIVERY_STATUSES)),
    check("notification_deliveries_attempts_check", sql`${t.attempts} >= 0`),
    /** A job turn claims the due rows. */
    index("notification_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('queued', 'sending')`),
    /** A provider's status report finds its row. */
    index("notification_deliveries_provider_id_idx").on(t.channel, t.providerId),
    index("notification_deliveries_user_id_idx").on(t.userId),
    /** The admin's figures count the last days' rows (delivery-figures.ts). */
    index("notification_deliveries_created_at_idx").on(t.createdAt),
  ],
);
