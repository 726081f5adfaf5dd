import type { Config } from "../../config";

/** The sandbox checks these as MSG91 checks an authkey and a template id: they guard nothing else. */
const SANDBOX_SMS_KEY = "sandbox-msg91-authkey";
const SANDBOX_SMS_TEMPLATE = "sandbox-otp-template";
const SANDBOX_SMS_TEMPLATE_HI = "sandbox-otp-template-hi";
const SANDBOX_REMINDER_TEMPLATE = "sandbox-reminder-template";
const SANDBOX_REMINDER_TEMPLATE_HI = "sandbox-reminder-template-hi";

/** SMS codes and reminders without MSG91's settings: the sandbox at /sandbox/sms, speaking MSG91's Flow API. */
export function smsStandIn(config: Config): Config["msg91"] {
  if (config.msg91) return config.msg91;
  return {
    authKey: SANDBOX_SMS_KEY,
    templateId: SANDBOX_SMS_TEMPLATE,
    templateIdHi: SANDBOX_SMS_TEMPLATE_HI,
    reminderTemplateId: SANDBOX_REMINDER_TEMPLATE,
    reminderTemplateIdHi: SANDBOX_REMINDER_TEMPLATE_HI,
    senderId: undefined,
    apiUrl: `${config.publicUrl}/sandbox/sms`,
    sandbox: true,
  };
}
