import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../config";

/** How calls to the built-in sandbox courier travel: straight into this app (app.inject), set by app.ts. */
type SandboxTransport = (request: {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{ statusCode: number; body: string }>;

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

/** Under this name in the installation's shared secrets (PostgreSQL), as JSON. */
export const COURIER_SANDBOX_SECRETS = "courier-sandbox";

/** A fresh API password and webhook token for the sandbox courier, as JSON. */
export const newCourierSandboxSecrets = () =>
  JSON.stringify({
    password: randomBytes(18).toString("base64url"),
    webhookToken: randomBytes(18).toString("base64url"),
  } satisfies SandboxSecrets);

/**
 * The sandbox courier's API password and webhook token, made once per installation: shared through the database on
 * PostgreSQL (so a scan posted to any instance is believed), else kept beside the other secrets in DATA_DIR.
 */
function loadOrCreateSandboxSecrets(config: Config): SandboxSecrets {
  const shared = config.sharedSecrets?.[COURIER_SANDBOX_SECRETS];
  if (shared) return JSON.parse(shared) as SandboxSecrets;
  const file = path.join(config.dataDir, "secrets", "courier-sandbox.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as SandboxSecrets;
  const secrets = JSON.parse(newCourierSandboxSecrets()) as SandboxSecrets;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

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
  const secrets = loadOrCreateSandboxSecrets(config);
  return {
    apiUrl: `${base}/sandbox/courier`,
    email: "api-user@sandbox.courier",
    password: secrets.password,
    webhookToken: secrets.webhookToken,
    sandbox: true,
    ...common,
  };
}
