import { createHmac } from "node:crypto";
import type { WhatsAppSettings } from "../../modules/whatsapp";
import type { SandboxWhatsApp } from "./outbox";

/** Meta's webhook envelope for one change of our number (docs/providers/whatsapp.md#webhook); tests build theirs too. */
export const webhookEnvelope = (phoneNumberId: string, value: Record<string, unknown>) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "102290129340398",
      changes: [
        {
          value: {
            messaging_product: "whatsapp",
            metadata: { display_phone_number: "15550783881", phone_number_id: phoneNumberId },
            ...value,
          },
          field: "messages",
        },
      ],
    },
  ],
});

const seconds = () => String(Math.floor(Date.now() / 1000));

export function statusBody(settings: WhatsAppSettings, message: SandboxWhatsApp, status: string, code?: number) {
  return webhookEnvelope(settings.phoneNumberId, {
    statuses: [
      {
        id: message.wamid,
        status,
        timestamp: seconds(),
        recipient_id: message.to.replace("+", ""),
        ...(message.callbackData ? { biz_opaque_callback_data: message.callbackData } : {}),
        pricing: { billable: true, pricing_model: "PMP", type: "regular", category: "utility" },
        ...(status === "failed"
          ? {
              errors: [
                {
                  code: code ?? 131026,
                  title: "Message undeliverable",
                  message: "Message undeliverable",
                  error_data: { details: "Sandbox: the message could not be delivered" },
                },
              ],
            }
          : {}),
      },
    ],
  });
}

export function inboundBody(settings: WhatsAppSettings, waId: string, text: string, id: string) {
  return webhookEnvelope(settings.phoneNumberId, {
    contacts: [{ profile: { name: "Sandbox user" }, wa_id: waId }],
    messages: [{ from: waId, id, timestamp: seconds(), type: "text", text: { body: text } }],
  });
}

/** Posts a body to our webhook as Meta does: the exact bytes signed with the app secret. Answers our status. */
export async function postWebhook(settings: WhatsAppSettings, body: unknown) {
  const raw = JSON.stringify(body);
  const signature = createHmac("sha256", settings.appSecret).update(raw).digest("hex");
  try {
    const reply = await settings.transport({
      method: "POST",
      url: new URL("/api/webhooks/whatsapp", settings.apiUrl).href,
      headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${signature}` },
      payload: raw,
    });
    return reply.statusCode;
  } catch {
    // Meta would retry for days; the sandbox's page can simply be used again.
    return 0;
  }
}
