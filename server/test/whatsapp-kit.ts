import { webhookEnvelope } from "../sandboxes/whatsapp/webhook-post";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { notificationDeliveries } from "../db/schema/notification-deliveries";
import { notifications } from "../db/schema/notifications";
import { whatsappOptIns } from "../db/schema/whatsapp";
import { inProcessTransport } from "../sandboxes/in-process-transport";
import { requester } from "./test-people";
import type { Outgoing } from "../modules/notifications";
import { whatsAppSettings } from "../modules/whatsapp";

/** The sandbox's settings as the app has them, with a transport of the test's own into the same app. */
export function sandboxSettings(app: FastifyInstance) {
  const settings = whatsAppSettings(app.config)!;
  const inProcess = inProcessTransport(app, new URL(app.config.publicUrl).origin);
  inProcess.open();
  return { ...settings, transport: inProcess.transport };
}

/** Opts the account in through the API, as the Account tab does. */
export const optInByApi = (app: FastifyInstance, token: string, optIn = true) =>
  requester(app)("PUT", "/api/whatsapp/opt-in", token, { optIn, wordingVersion: "wa-opt-in-1" });

export const optInRow = async (db: Db, userId: string) =>
  (await db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, userId)))[0];

/** A notification with its WhatsApp delivery row, as the dispatcher hands it to the channel. */
export async function outgoingFor(db: Db, userId: string, extra: Partial<Outgoing> = {}): Promise<Outgoing> {
  const [note] = await db
    .insert(notifications)
    .values({
      userId,
      type: "order_placed",
      title: "New order #1042",
      message: "Accept it within 48 hours.",
      link: "/dashboard?tab=orders",
    })
    .returning();
  const [delivery] = await db
    .insert(notificationDeliveries)
    .values({ notificationId: note!.id, userId, channel: "whatsapp", status: "sending" })
    .returning();
  return {
    deliveryId: delivery!.id,
    notificationId: note!.id,
    userId,
    type: "order_placed",
    urgent: false,
    language: "en",
    title: note!.title,
    message: note!.message,
    link: note!.link,
    ...extra,
  };
}

/** Posts a webhook body to the app signed with `secret`, as Meta does (or a forger, with the wrong one). */
export function postSigned(app: FastifyInstance, secret: string, body: unknown) {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const signature = createHmac("sha256", secret).update(raw).digest("hex");
  return app.inject({
    method: "POST",
    url: "/api/webhooks/whatsapp",
    headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${signature}` },
    payload: raw,
  });
}

export const stopBody = (phoneNumberId: string, mobile: string, text: string, id: string, at = new Date()) =>
  webhookEnvelope(phoneNumberId, {
    contacts: [{ profile: { name: "Meera" }, wa_id: `91${mobile}` }],
    messages: [
      {
        from: `91${mobile}`,
        id,
        timestamp: String(Math.floor(at.getTime() / 1000)),
        type: "text",
        text: { body: text },
      },
    ],
  });

export const statusOf = (
  phoneNumberId: string,
  wamid: string,
  mobile: string,
  status: string,
  extra: Record<string, unknown> = {},
) =>
  webhookEnvelope(phoneNumberId, {
    statuses: [
      { id: wamid, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: `91${mobile}`, ...extra },
    ],
  });
