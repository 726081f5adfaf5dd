import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import { installationSecret, type InstallationSecret } from "../../lib/installation-secret";
import type { SandboxTransport } from "../payments";

/** Where parcels are booked: Shiprocket with an API user, or the built-in sandbox courier speaking its API. */
export interface CourierSettings {
  /** The origin every `/v1/external/...` path is appended to. */
  apiUrl: string;
  email: string;
  password: string;
  /** What Shiprocket sends in `x-api-key` on each webhook; none means every webhook is refused. */
  webhookToken: string | undefined;
  sandbox: boolean;
  /** Every URL of the sandbox courier starts with this. */
  sandboxBase: string;
  /** Calls to the sandbox courier go straight into this app (app.inject); set by app.ts. */
  sandboxTransport?: SandboxTransport;
  /** How often the sandbox courier moves a shipment one scan on by itself. */
  sandboxStepSeconds: number;
  /** Where our webhook is, for the sandbox courier to post its scans to (Shiprocket's panel setting). */
  webhookUrl: string;
}

interface SandboxSecrets {
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
    } satisfies SandboxSecrets),
};

/**
 * Shiprocket with its settings, else (never in production: config.ts refuses it) the sandbox courier under
 * PUBLIC_URL, with an API user and webhook token kept for the installation.
 */
export function courierSettings(config: Config): CourierSettings {
  const base = config.publicUrl;
  const common = {
    sandboxBase: `${base}/sandbox/courier`,
    sandboxStepSeconds: config.sandboxCourierStepSeconds,
    webhookUrl: `${base}/api/webhooks/courier`,
  };
  if (config.shiprocket) return { ...config.shiprocket, sandbox: false, ...common };
  const secrets = JSON.parse(installationSecret(config, COURIER_SANDBOX_SECRET)) as SandboxSecrets;
  return {
    apiUrl: `${base}/sandbox/courier`,
    email: "api-user@sandbox.courier",
    password: secrets.password,
    webhookToken: secrets.webhookToken,
    sandbox: true,
    ...common,
  };
}
