import type { Language } from "@contract/language";
import { providerClient } from "../../lib/provider-client";
import type { SmsSettings } from "./sms-settings";

/**
 * What became of one SMS: accepted (MSG91's request id kept), rejected (MSG91 said no: never resent), or unknown
 * (time-out, 5xx, an answer we cannot read: never resent automatically, since a second SMS would be paid twice).
 */
type SmsOutcome =
  | { state: "accepted"; providerId: string }
  | { state: "rejected"; reason: string }
  | { state: "unknown"; reason: string };

/**
 * The last accept reminder's variables, each at most 40 characters (a DLT rule): the order number, the deadline in
 * IST words, and the link (docs/providers/msg91.md#the-reminder-template).
 */
interface ReminderVariables {
  order: string;
  deadline: string;
  link: string;
}

/** The one interface SMS are sent through. */
export interface SmsSender {
  /** In the recipient's language (decision 0046): its own DLT template, so its own template id. */
  sendCode(mobile: string, code: string, language: Language): Promise<SmsOutcome>;
  /** The last accept reminder (decision 0048); `rejected` without a reminder template. */
  sendReminder(mobile: string, variables: ReminderVariables, language: Language): Promise<SmsOutcome>;
}

class SmsUnreachable extends Error {}
const call = providerClient("SMS provider", SmsUnreachable);

const said = (body: Record<string, unknown>) => String(body.message ?? "no reason given").slice(0, 200);

/**
 * MSG91's templated SMS (Flow, docs/providers/msg91.md#send-a-code): one POST per message, the template's variables
 * beside the number (91 and its 10 digits). One call, no retry. The transport is read at each call: a sandbox mounted
 * after the client was made points it at itself.
 */
export function msg91Client(settings: SmsSettings): SmsSender {
  async function flow(templateId: string, recipient: Record<string, string>): Promise<SmsOutcome> {
    let answer;
    try {
      answer = await call(settings.transport, {
        method: "POST",
        url: `${settings.apiUrl}/api/v5/flow`,
        headers: { authkey: settings.authKey, "content-type": "application/json", accept: "application/json" },
        payload: JSON.stringify({ template_id: templateId, short_url: "0", recipients: [recipient] }),
        timeoutMs: settings.timeoutMs,
      });
    } catch (err) {
      if (err instanceof SmsUnreachable) return { state: "unknown", reason: err.message };
      throw err;
    }
    const { status, body } = answer;
    if (status >= 400 || body.type === "error")
      return { state: "rejected", reason: `MSG91 answered ${status}: ${said(body)}` };
    if (body.type === "success" && typeof body.message === "string")
      return { state: "accepted", providerId: body.message };
    return { state: "unknown", reason: `MSG91's answer (${status}) is not what it documents` };
  }
  return {
    sendCode: (mobile, code, language) =>
      flow(language === "hi" ? settings.templateIdHi : settings.templateId, { mobiles: `91${mobile}`, otp: code }),
    async sendReminder(mobile, variables, language) {
      const templateId = language === "hi" ? settings.reminderTemplateIdHi : settings.reminderTemplateId;
      if (!templateId) return { state: "rejected", reason: "no reminder template is set (MSG91_REMINDER_TEMPLATE_ID)" };
      return flow(templateId, { mobiles: `91${mobile}`, ...variables });
    },
  };
}
