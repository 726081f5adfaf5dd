import { z } from "zod";

/** How many browsers one person may have notifications on (docs/providers/web-push.md#subscriptions). */
export const PUSH_DEVICE_LIMIT = 10;

/** An endpoint longer than this is no push service's: the browser's are a few hundred bytes. */
export const PUSH_ENDPOINT_MAX_BYTES = 2048;

export const PUSH_MESSAGES = {
  limit: `You can have notifications on at most ${PUSH_DEVICE_LIMIT} devices. Turn them off on one you no longer use, then try again.`,
  endpoint: "The push address must be an https:// address of a push service",
  endpointTooLong: "The push address is too long",
  endpointPrivate: "That push address does not lead to a public push service",
  endpointUnknown: "We could not find that push service. Please try again later.",
  keys: "The keys of this push subscription are not valid",
  saved: "Notifications are on for this device.",
  removed: "Notifications are off for this device.",
  notFound: "This device has no notifications on",
  receipt: "Unknown delivery",
} as const;

/** base64url of a P-256 public key, uncompressed (65 bytes, 0x04 first: the text starts with "B"). */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
/** base64url of 16 bytes: 22 characters, the last carrying 2 bits. */
const AUTH = /^[A-Za-z0-9_-]{21}[AQgw](==)?$/;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

const endpointSchema = z
  .string({ error: PUSH_MESSAGES.endpoint })
  .trim()
  .refine((v) => byteLength(v) <= PUSH_ENDPOINT_MAX_BYTES, { error: PUSH_MESSAGES.endpointTooLong, abort: true })
  .refine((v) => URL.canParse(v), { error: PUSH_MESSAGES.endpoint });

/** What the browser's `subscription.toJSON()` gives (its `expirationTime` is ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    {
      p256dh: z.string({ error: PUSH_MESSAGES.keys }).regex(P256DH, { error: PUSH_MESSAGES.keys }),
      auth: z.string({ error: PUSH_MESSAGES.keys }).regex(AUTH, { error: PUSH_MESSAGES.keys }),
    },
    { error: PUSH_MESSAGES.keys },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: endpointSchema });

export const pushReceiptSchema = z.object({ deliveryId: z.uuid({ error: PUSH_MESSAGES.receipt }) });

/**
 * What the service worker receives in a push (the payload our server encrypts to the browser's keys): the notification
 * to show and the delivery it reports back as received.
 */
export interface PushPayload {
  title: string;
  body: string;
  icon: string;
  /** The in-app path the notification opens. */
  link: string;
  deliveryId: string;
}
