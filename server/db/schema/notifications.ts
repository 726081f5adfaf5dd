import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf } from "./columns";
import { users } from "./users";

/** The notification types (docs/product.md#notifications). */
const NOTIFICATION_TYPES = [
  "product_approved",
  "product_rejected",
  "product_needs_edit",
  "product_edit_request",
  "product_sold",
  "product_delisted",
  "offer_received",
  "offer_accepted",
  "offer_rejected",
  "offer_countered",
  "counter_offer_received",
  /** Offers expire (docs/product.md#offers), and both sides are told. */
  "offer_expired",
  /** docs/product.md#offers: the buyer withdrew an open offer; the seller is told. */
  "offer_withdrawn",
  "order_status",
  "order_placed",
  "order_confirmed",
  "order_delivered",
  "delivery_date",
  /** The seller's reminders before an unaccepted order is cancelled automatically. */
  "order_accept_reminder",
  /** Admins: reconciliation found money the gateway and our books disagree on. */
  "reconciliation_mismatch",
  /** Admins: a seller's payout failed, was rejected or was reversed by the bank. */
  "payout_failed",
  /** Admins: a listing reached the report threshold and left browse and search until one of them decides. */
  "listing_reported",
  /** The account's mobile number was proven by its owner on another account: this one must add a new number. */
  "mobile_taken",
  /** Admins: the day's SMS budget is spent and codes stop until tomorrow (IST). */
  "sms_budget_reached",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().$type<NotificationType>().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    /** The in-app path to what it is about (contract/notifications.ts notificationLinks). */
    link: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
    /** The bell's unread badge counts only these rows. */
    index("notifications_unread_user_id_idx")
      .on(t.userId)
      .where(sql`NOT ${t.isRead}`),
    check("notifications_type_check", isOneOf(t.type, NOTIFICATION_TYPES)),
  ],
);
