/**
 * The ways a notification reaches a person beyond the bell (docs/decisions/0048-notification-channels.md). In-app
 * is always on; `email`, `push` and `whatsapp` are the person's to choose per kind; `sms` is never chosen: it carries
 * only the last accept reminder, when nothing else reached the seller.
 */
export const CHOSEN_CHANNELS = ["email", "push", "whatsapp"] as const;
export type ChosenChannel = (typeof CHOSEN_CHANNELS)[number];

export const DELIVERY_CHANNELS = [...CHOSEN_CHANNELS, "sms"] as const;
export type DeliveryChannelName = (typeof DELIVERY_CHANNELS)[number];

/**
 * Where one delivery stands. `queued` waits for its turn (or for the morning, in quiet hours); `sending` is claimed
 * by a job turn; `sent` was accepted by the provider; `delivered` and `read` are the provider's (or the device's) own
 * later word; `failed` is final; `skipped` means there was nothing to send to (no device, not opted in).
 */
export const DELIVERY_STATUSES = ["queued", "sending", "sent", "delivered", "read", "failed", "skipped"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
