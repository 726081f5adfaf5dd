import type { Config } from "../../config";
import { networkTransport, type Transport } from "../../lib/provider-client";

/**
 * Where SMS codes and the last accept reminder go: MSG91 with its settings (config.msg91), over the network; outside production without them a
 * sandbox stands in (server/sandboxes/sms), giving its own settings and transport. config.ts refuses production
 * without MSG91.
 */
export interface SmsSettings {
  apiUrl: string;
  authKey: string;
  templateId: string;
  /** The Hindi code template's id (MSG91_OTP_TEMPLATE_ID_HI; the English one when unset). */
  templateIdHi: string;
  /**
   * The last accept reminder's templates (MSG91_REMINDER_TEMPLATE_ID, _HI: the English one when unset; decision
   * 0048). Unset: no reminder goes by SMS.
   */
  reminderTemplateId?: string;
  reminderTemplateIdHi?: string;
  senderId?: string;
  sandbox: boolean;
  timeoutMs: number;
  dailyLimit: number;
  perAddressHour: number;
  /** How calls reach the provider; a sandbox points it at itself when it is mounted. */
  transport: Transport;
}

export function smsSettings(config: Config): SmsSettings {
  const msg91 = config.msg91 ?? { authKey: "", templateId: "", templateIdHi: "", apiUrl: "", sandbox: false };
  return {
    ...msg91,
    timeoutMs: 10_000,
    dailyLimit: config.smsDailyLimit,
    perAddressHour: config.smsPerAddressHour,
    transport: networkTransport,
  };
}
