import { createHmac, timingSafeEqual } from "node:crypto";
import { isPreferenceKind, type PreferenceKind } from "@contract/notification-preferences";

/**
 * The key of the unsubscribe links: UNSUBSCRIBE_SECRET when set, else one derived from the data encryption key, which
 * every instance already shares.
 */
export const unsubscribeKey = (configured: string | undefined, dataEncryptionKey: Buffer) =>
  configured
    ? Buffer.from(configured)
    : createHmac("sha256", dataEncryptionKey).update("dobara unsubscribe secret").digest();

const mac = (key: Buffer, userId: string, kind: string) =>
  createHmac("sha256", key).update(`unsub.v1.${userId}.${kind}`).digest("base64url");

/**
 * `<userId>.<kind>.<HMAC>`: one link per person and kind, which turns off that kind's e-mail and nothing else
 * (docs/decisions/0048-notification-channels.md). It carries no expiry: a mail read a year later still unsubscribes.
 */
export const unsubscribeToken = (key: Buffer, userId: string, kind: PreferenceKind) =>
  `${userId}.${kind}.${mac(key, userId, kind)}`;

/** The person and kind a token names, or undefined for anything forged, cut or unknown. */
export function readUnsubscribeToken(key: Buffer, token: string) {
  const [userId, kind, given, ...rest] = token.split(".");
  if (!userId || !kind || !given || rest.length > 0 || !isPreferenceKind(kind)) return undefined;
  if (!/^[0-9a-f-]{36}$/.test(userId)) return undefined;
  const expected = Buffer.from(mac(key, userId, kind));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { userId, kind };
}
