import { z } from "zod";
import { CHOSEN_CHANNELS, type ChosenChannel } from "./notification-channels";

/**
 * What a person chooses about the notifications that reach them beyond the bell (decision 0048): per kind, which
 * channels; when they sleep (quiet hours); and whether WhatsApp may write to them (its opt-in is the WhatsApp
 * module's). Only the kinds a buyer or seller gets are here: the staff kinds (reconciliation mismatches, failed
 * payouts, reported listings, the SMS budget) reach admins by their own mails and the bell, and nothing else.
 */
export const PREFERENCE_KINDS = [
  "order_placed",
  "order_accept_reminder",
  "offer_received",
  "counter_offer_received",
  "offer_countered",
  "offer_accepted",
  "offer_rejected",
  "offer_expired",
  "offer_withdrawn",
  "order_confirmed",
  "order_status",
  "delivery_date",
  "order_delivered",
  "product_approved",
  "product_rejected",
  "product_needs_edit",
  "product_edit_request",
  "product_sold",
  "product_delisted",
  "mobile_taken",
] as const;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];

export const isPreferenceKind = (kind: string): kind is PreferenceKind =>
  (PREFERENCE_KINDS as readonly string[]).includes(kind);

/**
 * A deadline that costs a sale when missed (an order to accept, an offer to answer or pay): on every channel by
 * default, and sent in quiet hours too.
 */
const URGENT_KINDS: ReadonlySet<PreferenceKind> = new Set([
  "order_placed",
  "order_accept_reminder",
  "offer_received",
  "counter_offer_received",
  "offer_countered",
  "offer_accepted",
]);
export const isUrgentKind = (kind: string) => URGENT_KINDS.has(kind as PreferenceKind);

/**
 * Kinds whose event already sends a mail of its own (the offer mails, the accept reminders, the rating request after
 * delivery): the notification goes by push and WhatsApp only, so nobody gets the same news mailed twice, and the
 * e-mail switch is not offered for them.
 */
const OWN_MAIL_KINDS: ReadonlySet<PreferenceKind> = new Set([
  "offer_received",
  "offer_accepted",
  "offer_countered",
  "order_accept_reminder",
  "order_delivered",
]);

/**
 * Kinds whose e-mail always goes, in words the event's module writes (decision 0048): the buyer's payment receipt and
 * the seller's new-order mail, records of a trade rather than news to turn off. The e-mail delivery is made whatever the
 * switches, carries no unsubscribe link, and its switch is not offered.
 */
const ALWAYS_MAILED_KINDS: ReadonlySet<PreferenceKind> = new Set(["order_placed"]);
export const isAlwaysMailed = (kind: string) => ALWAYS_MAILED_KINDS.has(kind as PreferenceKind);

/** The channels a person may switch for a kind. */
export const channelsOf = (kind: PreferenceKind): readonly ChosenChannel[] =>
  OWN_MAIL_KINDS.has(kind) || ALWAYS_MAILED_KINDS.has(kind)
    ? CHOSEN_CHANNELS.filter((c) => c !== "email")
    : CHOSEN_CHANNELS;

/** Urgent kinds go everywhere; the rest by push and e-mail (WhatsApp costs per message and is for deadlines). */
export const defaultOn = (kind: PreferenceKind, channel: ChosenChannel) => isUrgentKind(kind) || channel !== "whatsapp";

/** Quiet hours in IST, `HH:MM`; the window may cross midnight. */
export const DEFAULT_QUIET_HOURS = { start: "22:00", end: "08:00" } as const;

/** Each kind as the settings page names it (Hindi in messages-hi.ts). */
export const NOTIFICATION_KIND_MESSAGES: Record<PreferenceKind, string> = {
  order_placed: "A new order to accept",
  order_accept_reminder: "Reminders to accept an order",
  offer_received: "A new offer on your listing",
  counter_offer_received: "A counter offer on your offer",
  offer_countered: "The seller countered your offer",
  offer_accepted: "An offer was accepted",
  offer_rejected: "An offer was declined",
  offer_expired: "An offer expired",
  offer_withdrawn: "An offer was withdrawn",
  order_confirmed: "Your order is confirmed",
  order_status: "Order updates",
  delivery_date: "Delivery dates",
  order_delivered: "Order delivered",
  product_approved: "Your listing was approved",
  product_rejected: "Your listing was rejected",
  product_needs_edit: "Your listing needs changes",
  product_edit_request: "Changes asked on your listing",
  product_sold: "Your item sold",
  product_delisted: "Your listing was taken down",
  mobile_taken: "Your mobile number was taken by another account",
};

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  unknownKind: "There is no notification of this kind to choose",
  unknownChannel: "There is no such channel: choose email, push or whatsapp",
  notChoosable: "This notification is not sent on that channel",
  onOff: "Send true (on) or false (off)",
  time: "Give a time as HH:MM (24 hours, IST)",
  sameTimes: "Quiet hours must start and end at different times",
  nothing: "Send kinds or quietHours to change",
};
const M = NOTIFICATION_PREFERENCE_MESSAGES;

const onOff = z.boolean({ error: M.onOff }).optional();
const switchesSchema = z.strictObject(
  { email: onOff, push: onOff, whatsapp: onOff },
  { error: (issue) => (issue.code === "unrecognized_keys" ? M.unknownChannel : undefined) },
);

const timeSchema = z.string({ error: M.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: M.time });
const quietHoursSchema = z
  .strictObject({ start: timeSchema, end: timeSchema })
  .refine((q) => q.start !== q.end, { error: M.sameTimes, path: ["end"] });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/**
 * A change of any part: the kinds and channels named are switched, the rest stay; `quietHours: null` turns them off.
 * An unknown kind or channel refuses the whole change.
 */
export const notificationPreferencesUpdateSchema = z
  .strictObject({
    kinds: z.record(z.string(), switchesSchema).optional(),
    quietHours: quietHoursSchema.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kinds === undefined && body.quietHours === undefined) ctx.addIssue({ code: "custom", message: M.nothing });
    for (const [kind, switches] of Object.entries(body.kinds ?? {})) {
      if (!isPreferenceKind(kind)) {
        ctx.addIssue({ code: "custom", message: M.unknownKind, path: ["kinds", kind] });
        continue;
      }
      for (const channel of Object.keys(switches) as ChosenChannel[])
        if (switches[channel] !== undefined && !channelsOf(kind).includes(channel))
          ctx.addIssue({ code: "custom", message: M.notChoosable, path: ["kinds", kind, channel] });
    }
  });
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

const kindPreferenceSchema = z.object({
  kind: z.enum(PREFERENCE_KINDS),
  label: z.string(),
  urgent: z.boolean(),
  /** Only the channels this kind may be switched on: e-mail is missing where the event mails on its own. */
  channels: z.object({ email: z.boolean().optional(), push: z.boolean(), whatsapp: z.boolean() }),
});

export const notificationPreferencesSchema = z.object({
  kinds: z.array(kindPreferenceSchema),
  /** Null: no quiet hours, everything goes at once. */
  quietHours: quietHoursSchema.nullable(),
  /** WhatsApp writes only to a person who opted in (their WhatsApp settings); switches are kept either way. */
  whatsapp: z.object({ optedIn: z.boolean() }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
