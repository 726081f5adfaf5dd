import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, isOneOf, updatedAt } from "./columns";
import { notificationDeliveries } from "./notification-deliveries";
import { users } from "./users";

const OPT_OUT_SOURCES = ["account", "stop_reply"] as const;
export type WhatsAppOptOutSource = (typeof OPT_OUT_SOURCES)[number];

/**
 * A person's WhatsApp opt-in (docs/providers/whatsapp.md#opt-in): one row per account, its current state and the
 * proof of the last consent (when, the exact words shown and their version, the language, the address it came
 * from). Opting out keeps the proof and records when and how (the Account tab, or a STOP reply).
 */
export const whatsappOptIns = pgTable(
  "whatsapp_opt_ins",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The verified number the consent named: a different number later is not opted in. */
    mobile: varchar({ length: 10 }).notNull(),
    optedIn: boolean().notNull(),
    optedInAt: timestamp({ withTimezone: true }),
    wording: text(),
    wordingVersion: text(),
    language: text().$type<"en" | "hi">(),
    ip: text(),
    optedOutAt: timestamp({ withTimezone: true }),
    optOutSource: text().$type<WhatsAppOptOutSource>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "whatsapp_opt_ins_consent_check",
      sql`NOT ${t.optedIn} OR (${t.optedInAt} IS NOT NULL AND ${t.wording} IS NOT NULL AND ${t.wordingVersion} IS NOT NULL)`,
    ),
    check("whatsapp_opt_ins_opt_out_source_check", isOneOf(t.optOutSource, OPT_OUT_SOURCES)),
    check("whatsapp_opt_ins_mobile_check", sql`${t.mobile} ~ '^[6-9][0-9]{9}$'`),
    /** A STOP reply finds its number. */
    index("whatsapp_opt_ins_mobile_idx").on(t.mobile),
  ],
);

const MESSAGE_STATUSES = ["sent", "delivered", "read", "failed"] as const;
export type WhatsAppMessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * One delivery's template message (docs/providers/whatsapp.md#sending-once): written before the Cloud API is
 * called, so a retry after a time-out finds it. `pendingSince` is set while a call's answer is unknown; `wamid` is
 * Meta's message id once known (from the answer, or from a status webhook carrying our delivery id).
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    deliveryId: uuid()
      .primaryKey()
      .references(() => notificationDeliveries.id, { onDelete: "cascade" }),
    mobile: varchar({ length: 10 }).notNull(),
    wamid: text().unique("whatsapp_messages_wamid_key"),
    pendingSince: timestamp({ withTimezone: true }),
    /** Calls made to the Cloud API for this delivery. */
    calls: integer().notNull().default(0),
    status: text().$type<WhatsAppMessageStatus>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("whatsapp_messages_status_check", isOneOf(t.status, MESSAGE_STATUSES)),
    check("whatsapp_messages_calls_check", sql`${t.calls} >= 0`),
  ],
);
