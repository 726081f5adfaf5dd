import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import webpush from "web-push";
import type { VapidKeys } from "./vapid-keys";
import { isAllowedAddress } from "./endpoint-guard";

const TIMEOUT_MS = 10_000;

/** One browser's subscription, as web-push takes it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** Seconds the push service may hold the message while the device is away. */
  ttl: number;
  urgency: "normal" | "high";
  /** A message with the same topic replaces one still waiting, so a retry never shows twice. */
  topic: string;
}

/** The push service's answer: its status and Retry-After, or no answer at all (time-out, refused, reset). */
export type PushAnswer = { status: number; retryAfter?: string } | { status: "no answer"; error: string };

/**
 * Resolves as the system does, then refuses an address inside a private network: checked when the connection is
 * made, so a name that resolved to a public address when it was subscribed cannot be turned inward later.
 */
const guardedLookup =
  (allowLoopback: boolean): LookupFunction =>
  (hostname, options, callback) =>
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 0);
      const refused = addresses.find((a) => !isAllowedAddress(a.address, allowLoopback));
      if (refused || addresses.length === 0)
        return callback(new Error(`${hostname} resolves to an address we do not send to`), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });

/** A VAPID JWT lasts 12 hours (RFC 8292 allows 24); ours is renewed once it has less than an hour left. */
const VAPID_LIFETIME_S = 12 * 3600;
const VAPID_RENEW_S = 3600;
/** Push services are a handful of origins; the bound only stops endpoints on many hosts from growing it. */
const VAPID_CACHE_MAX = 100;
const vapidCache = new Map<string, { authorization: string; expires: number }>();

/**
 * `Authorization: vapid t=<JWT>, k=<key>` for a push service's origin, signed once and reused until near its end: a
 * fan-out to thousands of browsers on one push service would otherwise sign thousands of identical claims.
 */
export function vapidAuthorization(audience: string, vapid: VapidKeys & { subject: string }, now = Date.now()) {
  const key = `${audience} ${vapid.publicKey} ${vapid.subject}`;
  const seconds = Math.floor(now / 1000);
  const cached = vapidCache.get(key);
  if (cached && cached.expires - seconds > VAPID_RENEW_S) return cached.authorization;
  const expires = seconds + VAPID_LIFETIME_S;
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    "aes128gcm",
    expires,
  );
  if (vapidCache.size >= VAPID_CACHE_MAX) vapidCache.clear();
  vapidCache.set(key, { authorization: Authorization, expires });
  return Authorization;
}

/**
 * Encrypts the payload to the browser's keys and signs the request with ours (web-push builds both, RFC 8291/8292),
 * then posts it ourselves: web-push's own sender speaks only https and cannot check where a name leads.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: PushOptions,
  vapid: VapidKeys & { subject: string },
  allowLoopback: boolean,
): Promise<PushAnswer> {
  const details = webpush.generateRequestDetails(target, payload, {
    TTL: options.ttl,
    urgency: options.urgency,
    topic: options.topic,
    headers: { Authorization: vapidAuthorization(new URL(target.endpoint).origin, vapid) },
  });
  const url = new URL(details.endpoint);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host) && !isAllowedAddress(host, allowLoopback))
    return { status: "no answer", error: "the endpoint's address is not one we send to" };
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: details.headers as Record<string, string>,
        lookup: guardedLookup(allowLoopback),
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          const retryAfter = res.headers["retry-after"];
          resolve({ status: res.statusCode ?? 0, ...(retryAfter ? { retryAfter } : {}) });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("the push service did not answer in time")));
    req.on("error", (err) => resolve({ status: "no answer", error: err.message }));
    req.end(details.body ?? undefined);
  });
}
