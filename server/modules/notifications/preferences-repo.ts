import { and, eq, sql } from "drizzle-orm";
import type { ChosenChannel } from "@contract/notification-channels";
import { defaultOn, type PreferenceKind } from "@contract/notification-preferences";
import type { Db } from "../../db/client";
import { notificationPreferences, notificationQuietHours } from "../../db/schema/notification-preferences";
import { DEFAULT_WINDOW, type QuietWindow } from "./quiet-hours";

/** A person's switches that differ from the defaults, keyed `kind:channel`. */
export type Deviations = ReadonlyMap<string, boolean>;
const switchKey = (kind: string, channel: ChosenChannel) => `${kind}:${channel}`;

export const isOn = (deviations: Deviations, kind: PreferenceKind, channel: ChosenChannel) =>
  deviations.get(switchKey(kind, channel)) ?? defaultOn(kind, channel);

/** The person's switches (of one kind, or all) and quiet hours: null when they turned quiet hours off. */
export async function readChoices(db: Db, userId: string, kind?: PreferenceKind) {
  const [rows, quiet] = await Promise.all([
    db
      .select()
      .from(notificationPreferences)
      .where(
        and(eq(notificationPreferences.userId, userId), kind ? eq(notificationPreferences.kind, kind) : undefined),
      ),
    db.select().from(notificationQuietHours).where(eq(notificationQuietHours.userId, userId)),
  ]);
  const deviations: Deviations = new Map(rows.map((r) => [switchKey(r.kind, r.channel), r.enabled]));
  const row = quiet[0];
  const window: QuietWindow | null = !row
    ? DEFAULT_WINDOW
    : row.startMinute === null || row.endMinute === null
      ? null
      : { startMinute: row.startMinute, endMinute: row.endMinute };
  return { deviations, window };
}

/**
 * One switch: a row when it differs from the default, none when it is back at the default. An upsert or a delete on
 * the row's key, never a read first, so concurrent changes each land whole and the last one wins.
 */
export async function saveSwitch(
  db: Db,
  userId: string,
  kind: PreferenceKind,
  channel: ChosenChannel,
  enabled: boolean,
) {
  if (enabled === defaultOn(kind, channel)) {
    await db
      .delete(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, userId),
          eq(notificationPreferences.kind, kind),
          eq(notificationPreferences.channel, channel),
        ),
      );
    return;
  }
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, channel, enabled })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
      set: { enabled, updatedAt: sql`now()` },
    });
}

/** Quiet hours: no row at the default, a row with a window, or a row of nulls when turned off. */
export async function saveQuietHours(db: Db, userId: string, window: QuietWindow | null) {
  if (window && window.startMinute === DEFAULT_WINDOW.startMinute && window.endMinute === DEFAULT_WINDOW.endMinute) {
    await db.delete(notificationQuietHours).where(eq(notificationQuietHours.userId, userId));
    return;
  }
  const values = { startMinute: window?.startMinute ?? null, endMinute: window?.endMinute ?? null };
  await db
    .insert(notificationQuietHours)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationQuietHours.userId, set: { ...values, updatedAt: sql`now()` } });
}
