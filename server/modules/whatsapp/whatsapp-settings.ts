import type { Config } from "../../config";
import { networkTransport, type Transport } from "../../lib/provider-client";

/**
 * Where WhatsApp updates go: Meta's Cloud API with its settings (config.whatsapp), over the network; outside
 * production without them a sandbox stands in (server/sandboxes/whatsapp), giving its own settings and transport.
 * Undefined: production without settings, where WhatsApp is off.
 */
export interface WhatsAppSettings {
  apiUrl: string;
  graphVersion: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** Template overrides by "kind:language" (WHATSAPP_TEMPLATES). */
  templates: Record<string, string>;
  sandbox: boolean;
  timeoutMs: number;
  /** How calls reach the provider; a sandbox points it at itself when it is mounted. */
  transport: Transport;
}

export function whatsAppSettings(config: Config): WhatsAppSettings | undefined {
  if (!config.whatsapp) return undefined;
  return { ...config.whatsapp, timeoutMs: 10_000, transport: networkTransport };
}
