import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import { installationSecret, type InstallationSecret } from "../../lib/installation-secret";

interface Secrets {
  password: string;
  webhookToken: string;
}

/**
 * The sandbox courier's API password and webhook token, as JSON, made once per installation so that a scan posted
 * to any instance is believed.
 */
export const COURIER_SANDBOX_SECRET: InstallationSecret = {
  name: "courier-sandbox",
  file: "courier-sandbox.json",
  make: () =>
    JSON.stringify({
      password: randomBytes(18).toString("base64url"),
      webhookToken: randomBytes(18).toString("base64url"),
    } satisfies Secrets),
};

/** Shiprocket's settings where the environment gives none: the sandbox courier under PUBLIC_URL, with an API user. */
export function courierStandIn(config: Config): NonNullable<Config["shiprocket"]> {
  if (config.shiprocket) return config.shiprocket;
  const secrets = JSON.parse(installationSecret(config, COURIER_SANDBOX_SECRET)) as Secrets;
  return {
    apiUrl: `${config.publicUrl}/sandbox/courier`,
    email: "api-user@sandbox.courier",
    password: secrets.password,
    webhookToken: secrets.webhookToken,
    trackingUrl: `${config.publicUrl}/sandbox/courier/tracking`,
    sandbox: true,
  };
}
