import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { CHOSEN_CHANNELS, type ChosenChannel } from "@contract/notification-channels";
import { PREFERENCE_KINDS, type PreferenceKind } from "@contract/notification-preferences";
import { isOneOf, updatedAt } from "./columns";
import { users } from "./users";

/**
 * A person's switch of one channel for one kind, only where it differs from the default
 * (contract/notification-preferences.ts defaultOn): most people never change anything and have no rows, and a new
 * kind or a changed default reaches everyone who did not choose otherwise.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().$type<PreferenceKind>().notNull(),
    channel: text().$type<ChosenChannel>().notNull(),
    enabled: boolean().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check("notification_preferences_kind_check", isOneOf(t.kind, PREFERENCE_KINDS)),
    check("notification_preferences_channel_check", isOneOf(t.channel, CHOSEN_CHANNELS)),
  ],
);

/**
 * A person's quiet hours (IST minutes of the day, the window may cross midnight), only when they differ from the
 * default 22:00-08:00; both null means off.
 */
export const notificationQuietHours = pgTable(
  "notification_quiet_hours",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    startMinute: integer(),
    endMinute: integer(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "notification_quiet_hours_window_check",
      sql`(${t.startMinute} IS NULL AND ${t.endMinute} IS NULL) OR (${t.startMinute} BETWEEN 0 AND 1439 AND ${t.endMinute} BETWEEN 0 AND 1439 AND ${t.startMinute} <> ${t.endMinute})`,
    ),
  ],
);
