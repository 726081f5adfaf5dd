import { providerClient } from "../../lib/provider-client";
import type { WhatsAppSettings } from "./whatsapp-settings";

/**
 * What became of one template message: accepted (Meta's wamid), refused (Meta's error code: not sent), or unknown
 * (time-out, 5xx, an answer we cannot read: it may have been sent).
 */
export type TemplateOutcome =
  | { state: "accepted"; wamid: string }
  | { state: "refused"; status: number; code?: number; reason: string }
  | { state: "unknown"; reason: string };

export interface TemplateMessage {
  /** The 10-digit Indian mobile. */
  mobile: string;
  template: { name: string; language: string };
  parameters: string[];
  /** Our delivery id: Meta hands it back in every status webhook of this message. */
  callbackData: string;
}

class CloudApiUnreachable extends Error {}
const call = providerClient("WhatsApp Cloud API", CloudApiUnreachable);

const record = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * POST /<version>/<phone number id>/messages (docs/providers/whatsapp.md#send-a-template): one call, no retry. `to`
 * carries the + and 91, or Meta would put its own country code in front.
 */
export async function sendTemplate(settings: WhatsAppSettings, message: TemplateMessage): Promise<TemplateOutcome> {
  let answer;
  try {
    answer = await call(settings.transport, {
      method: "POST",
      url: `${settings.apiUrl}/${settings.graphVersion}/${settings.phoneNumberId}/messages`,
      headers: { authorization: `Bearer ${settings.token}`, "content-type": "application/json" },
      payload: JSON.stringify({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: `+91${message.mobile}`,
        type: "template",
        biz_opaque_callback_data: message.callbackData,
        template: {
          name: message.template.name,
          language: { code: message.template.language },
          components: [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }],
        },
      }),
      timeoutMs: settings.timeoutMs,
    });
  } catch (err) {
    if (err instanceof CloudApiUnreachable) return { state: "unknown", reason: err.message };
    throw err;
  }
  const { status, body } = answer;
  if (status >= 400) {
    const error = record(body.error);
    const code = typeof error.code === "number" ? error.code : undefined;
    const said = typeof error.message === "string" ? error.message.slice(0, 200) : "no reason given";
    return { state: "refused", status, code, reason: `WhatsApp answered ${status} (${code ?? "no code"}): ${said}` };
  }
  const first = record(Array.isArray(body.messages) ? body.messages[0] : undefined);
  if (typeof first.id === "string" && first.id.length > 0 && first.id.length <= 200)
    return { state: "accepted", wamid: first.id };
  return { state: "unknown", reason: `WhatsApp's answer (${status}) names no message id` };
}
