import type { Language } from "@contract/language";
import { hindiText } from "@contract/messages-hi";
import type { ChosenChannel } from "@contract/notification-channels";
import {
  channelsOf,
  isUrgentKind,
  NOTIFICATION_KIND_MESSAGES,
  PREFERENCE_KINDS,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type PreferenceKind,
} from "@contract/notification-preferences";
import type { Db } from "../../db/client";
import { isOn, readChoices, saveQuietHours, saveSwitch } from "./preferences-repo";
import { toMinute, toQuietHours } from "./quiet-hours";

/** Whether WhatsApp may write to a person: the WhatsApp module knows; until it says, nobody is opted in. */
export type WhatsappOptIn = (userId: string) => Promise<boolean>;
export const notOptedIn: WhatsappOptIn = async () => false;

/** Everything a person may choose, as it stands, with each kind named in their language. */
export async function preferencesOf(
  db: Db,
  userId: string,
  language: Language,
  whatsappOptedIn: WhatsappOptIn,
): Promise<NotificationPreferences> {
  const [{ deviations, window }, optedIn] = await Promise.all([readChoices(db, userId), whatsappOptedIn(userId)]);
  return {
    kinds: PREFERENCE_KINDS.map((kind) => {
      const label = NOTIFICATION_KIND_MESSAGES[kind];
      return {
        kind,
        label: language === "hi" ? hindiText(label) : label,
        urgent: isUrgentKind(kind),
        channels: {
          push: isOn(deviations, kind, "push"),
          whatsapp: isOn(deviations, kind, "whatsapp"),
          ...(channelsOf(kind).includes("email") ? { email: isOn(deviations, kind, "email") } : {}),
        },
      };
    }),
    quietHours: toQuietHours(window),
    whatsapp: { optedIn },
  };
}

/** A change the contract has checked (known kinds, channels each kind offers), made whole in one transaction. */
export async function changePreferences(db: Db, userId: string, update: NotificationPreferencesUpdate) {
  await db.transaction(async (tx) => {
    for (const [kind, switches] of Object.entries(update.kinds ?? {}))
      for (const [channel, enabled] of Object.entries(switches))
        if (enabled !== undefined)
          await saveSwitch(tx, userId, kind as PreferenceKind, channel as ChosenChannel, enabled);
    if (update.quietHours !== undefined) {
      const q = update.quietHours;
      await saveQuietHours(tx, userId, q && { startMinute: toMinute(q.start), endMinute: toMinute(q.end) });
    }
  });
}

/** The one-click unsubscribe of a mail: that kind's e-mail off, nothing else. */
export const turnEmailOff = (db: Db, userId: string, kind: PreferenceKind) =>
  saveSwitch(db, userId, kind, "email", false);
