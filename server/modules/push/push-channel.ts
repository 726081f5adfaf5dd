import type { PushPayload } from "@contract/push";
import type { DeliveryChannel, Outgoing, SendResult } from "../notifications";
import * as repo from "./push-repo";
import { sendPush, type PushAnswer } from "./push-sender";
import type { PushSettings } from "./push-settings";

/** A day: long enough for a phone that is off overnight (docs/providers/web-push.md#the-request). */
const TTL_SECONDS = 86_400;
/** RFC 8291: one 4096-byte record holds at most 3993 bytes of plaintext. */
const MAX_PAYLOAD_BYTES = 3993;
const ICON = "/icons/icon-192.png";

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

/** The notification as the service worker shows it; a long message is cut to fit one record. */
export function payloadOf(outgoing: Outgoing): string {
  const payload: PushPayload = {
    title: outgoing.title.slice(0, 200),
    body: outgoing.message,
    icon: ICON,
    link: outgoing.link,
    deliveryId: outgoing.deliveryId,
  };
  let text = JSON.stringify(payload);
  while (bytes(text) > MAX_PAYLOAD_BYTES) {
    payload.body = `${[...payload.body].slice(0, -Math.max(16, Math.ceil((bytes(text) - MAX_PAYLOAD_BYTES) / 3))).join("")}…`;
    text = JSON.stringify(payload);
  }
  return text;
}

/** Retry-After in seconds, from seconds or an HTTP date (RFC 9110). */
export function retryAfterSeconds(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

const ok = (a: PushAnswer) => typeof a.status === "number" && a.status >= 200 && a.status < 300;
const gone = (a: PushAnswer) => a.status === 404 || a.status === 410;
const notNow = (a: PushAnswer) => a.status === "no answer" || a.status === 429 || a.status >= 500;

/**
 * Web Push as a notification channel (decision 0048): the message goes to every browser the person turned
 * notifications on in. One that took it makes the delivery `sent` (the service worker's receipt later makes it
 * `delivered`); the others are not tried again, so no phone shows it twice.
 */
export function pushChannel(settings: PushSettings): DeliveryChannel {
  const { db } = settings;
  return {
    name: "push",
    async send(outgoing): Promise<SendResult> {
      const subscriptions = await repo.subscriptionsOf(db, outgoing.userId);
      if (subscriptions.length === 0) return { outcome: "skipped", reason: "no device has notifications on" };
      const payload = payloadOf(outgoing);
      const options = {
        ttl: TTL_SECONDS,
        urgency: outgoing.urgent ? ("high" as const) : ("normal" as const),
        topic: outgoing.deliveryId.replaceAll("-", ""),
      };
      const answers = await Promise.all(
        subscriptions.map(async (s) => {
          const answer = await sendPush(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            payload,
            options,
            settings.vapid,
            settings.allowLoopback,
          ).catch((err: unknown): PushAnswer => ({ status: "no answer", error: String(err) }));
          if (ok(answer)) await repo.markSuccess(db, s.id);
          if (gone(answer)) await repo.deleteSubscription(db, s);
          return answer;
        }),
      );
      if (answers.some(ok)) return { outcome: "sent", providerId: outgoing.deliveryId };
      const waiting = answers.filter(notNow);
      if (waiting.length > 0) {
        const waits = waiting.map((a) => ("retryAfter" in a ? retryAfterSeconds(a.retryAfter) : undefined));
        const longest = Math.max(...waits.map((w) => w ?? 0));
        return {
          outcome: "retry",
          error: `push service answered ${waiting.map((a) => a.status).join(", ")}`,
          ...(longest > 0 ? { retryAfterSeconds: longest } : {}),
        };
      }
      if (answers.every(gone)) return { outcome: "skipped", reason: "every device's subscription has ended" };
      return {
        outcome: "failed",
        error: `push service refused: ${answers.map((a) => a.status).join(", ")}`,
      };
    },
  };
}
