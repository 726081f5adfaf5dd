import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { WhatsAppMessageStatus } from "../../db/schema/whatsapp";
import { badRequest, unauthorized } from "../../lib/errors";
import { recordDeliveryStatus } from "../notifications";
import { recordStatus } from "./messages-repo";
import { optOutByStopReply } from "./opt-in-repo";
import type { WhatsAppSettings } from "./whatsapp-settings";

/**
 * X-Hub-Signature-256 is `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret
 * (docs/providers/whatsapp.md#webhook), compared in constant time before a byte of the body is read.
 */
export function signatureMatches(appSecret: string, raw: Buffer, header: string | undefined) {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header ?? "")?.[1];
  if (!given) return false;
  const expected = createHmac("sha256", appSecret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), "hex"));
}

/** GET /api/webhooks/whatsapp: Meta's subscription check. The challenge when the token is ours, else nothing. */
export function verifySubscription(settings: WhatsAppSettings, query: Record<string, unknown>) {
  const token = Buffer.from(typeof query["hub.verify_token"] === "string" ? query["hub.verify_token"] : "");
  const ours = Buffer.from(settings.verifyToken);
  const challenge = query["hub.challenge"];
  if (query["hub.mode"] !== "subscribe" || token.length !== ours.length || !timingSafeEqual(token, ours))
    return undefined;
  return typeof challenge === "string" && /^[\w-]{1,200}$/.test(challenge) ? challenge : undefined;
}

const record = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const list = (v: unknown) => (Array.isArray(v) ? v.map(record) : []);
const text = (v: unknown) => (typeof v === "string" ? v : undefined);

const STATUSES = new Set<string>(["sent", "delivered", "read", "failed"]);
const STOP_WORDS = new Set(["STOP", "UNSUBSCRIBE", "STOP ALL"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A wa_id of an Indian mobile: 91 and the 10 digits. */
const INDIAN_WA_ID = /^91([6-9]\d{9})$/;

export interface WebhookDeps {
  db: Db;
  settings: WhatsAppSettings;
  log: FastifyBaseLogger;
}

/**
 * POST /api/webhooks/whatsapp: statuses of our messages move their deliveries forward (never back: a replay or a
 * late one changes nothing), and a STOP reply opts its number out at once. Anything about another phone number,
 * another recipient or a message that is not ours is acknowledged and ignored.
 */
export async function handleWebhook(deps: WebhookDeps, raw: Buffer, signature: string | undefined) {
  if (!signatureMatches(deps.settings.appSecret, raw, signature)) throw unauthorized("Invalid webhook signature");
  let body: Record<string, unknown>;
  try {
    body = record(JSON.parse(raw.toString("utf8")));
  } catch {
    throw badRequest("The webhook body is not JSON");
  }
  for (const entry of list(body.entry))
    for (const change of list(entry.changes)) {
      const value = record(change.value);
      if (change.field !== "messages" || text(record(value.metadata).phone_number_id) !== deps.settings.phoneNumberId)
        continue;
      for (const status of list(value.statuses)) await onStatus(deps, status);
      for (const message of list(value.messages)) await onMessage(deps, message);
    }
  return { received: true };
}

async function onStatus(deps: WebhookDeps, status: Record<string, unknown>) {
  const wamid = text(status.id);
  const state = text(status.status);
  const mobile = INDIAN_WA_ID.exec(text(status.recipient_id) ?? "")?.[1];
  if (!wamid || wamid.length > 200 || !state || !STATUSES.has(state) || !mobile) return;
  const callback = text(status.biz_opaque_callback_data);
  const ours = await recordStatus(deps.db, {
    wamid,
    deliveryId: callback && UUID.test(callback) ? callback : undefined,
    mobile,
    status: state as WhatsAppMessageStatus,
  });
  if (!ours || state === "sent") return;
  const error = list(status.errors)[0];
  await recordDeliveryStatus(deps.db, {
    channel: "whatsapp",
    providerId: wamid,
    status: state as "delivered" | "read" | "failed",
    ...(error
      ? { error: `WhatsApp ${String(error.code ?? "")}: ${String(error.title ?? error.message ?? "").slice(0, 200)}` }
      : {}),
  });
}

async function onMessage(deps: WebhookDeps, message: Record<string, unknown>) {
  const mobile = INDIAN_WA_ID.exec(text(message.from) ?? "")?.[1];
  const said =
    message.type === "text"
      ? text(record(message.text).body)
      : message.type === "button"
        ? text(record(message.button).payload)
        : undefined;
  if (!mobile || !said || !STOP_WORDS.has(said.trim().toUpperCase().replace(/\s+/g, " "))) return;
  const seconds = Number(text(message.timestamp));
  const sentAt = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
  const stopped = await optOutByStopReply(deps.db, mobile, sentAt);
  if (stopped.length > 0) deps.log.info({ accounts: stopped.length }, "a STOP reply opted a number out of WhatsApp");
}
