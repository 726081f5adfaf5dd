import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import { installationSecret, type InstallationSecret } from "../../lib/installation-secret";

interface Secrets {
  token: string;
  appSecret: string;
  verifyToken: string;
}

/**
 * The WhatsApp sandbox's access token, app secret and verify token, as JSON, made once per installation: a webhook
 * the sandbox signs is believed by any instance, and nobody else can sign one.
 */
export const WHATSAPP_SANDBOX_SECRET: InstallationSecret = {
  name: "whatsapp-sandbox",
  file: "whatsapp-sandbox.json",
  make: () =>
    JSON.stringify({
      token: randomBytes(18).toString("base64url"),
      appSecret: randomBytes(18).toString("base64url"),
      verifyToken: randomBytes(18).toString("base64url"),
    } satisfies Secrets),
};

/** The number the sandbox pretends we send from (Meta's phone number id is digits). */
const SANDBOX_PHONE_NUMBER_ID = "100000000000001";

/** WhatsApp without Meta's settings: the sandbox at /sandbox/whatsapp, speaking the Cloud API. */
export function whatsAppStandIn(config: Config): Config["whatsapp"] {
  if (config.whatsapp) return config.whatsapp;
  const secrets = JSON.parse(installationSecret(config, WHATSAPP_SANDBOX_SECRET)) as Secrets;
  return {
    ...secrets,
    phoneNumberId: SANDBOX_PHONE_NUMBER_ID,
    apiUrl: `${config.publicUrl}/sandbox/whatsapp`,
    graphVersion: "v25.0",
    templates: {},
    sandbox: true,
  };
}
