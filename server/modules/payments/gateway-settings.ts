import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../config";

/** Where payments go: PayU (and Razorpay) with real keys, or the built-in sandbox that speaks their protocols. */
export interface GatewaySettings {
  payu: { key: string; salt: string; url: string; apiUrl: string; sandbox: boolean };
  razorpay: {
    keyId: string;
    keySecret: string;
    webhookSecret: string | undefined;
    apiUrl: string;
    checkoutScriptUrl: string;
    sandbox: boolean;
  };
  /** Razorpay is offered with its keys, or in the sandbox; production without keys offers PayU only. */
  razorpayEnabled: boolean;
  surl: string;
  furl: string;
  /** Every URL of the built-in sandbox starts with this. */
  sandboxBase: string;
  /**
   * How calls to the built-in sandbox travel: straight into this app (app.inject) rather than over the network,
   * so the sandbox works wherever PUBLIC_URL points and in tests with nothing listening. Set by app.ts.
   */
  sandboxTransport?: SandboxTransport;
}

export type SandboxTransport = (request: {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{ statusCode: number; body: string }>;

interface SandboxSecrets {
  payuKey: string;
  payuSalt: string;
  razorpayKeyId: string;
  razorpayKeySecret: string;
  razorpayWebhookSecret: string;
}

/** Under this name in the installation's shared secrets (PostgreSQL), as JSON. */
export const PAYMENT_SANDBOX_SECRETS = "payment-sandbox";

/** A fresh merchant key and salt for the sandbox, as JSON. */
export const newPaymentSandboxSecrets = () =>
  JSON.stringify({
    payuKey: `sbx${randomBytes(4).toString("hex")}`,
    payuSalt: randomBytes(24).toString("base64url"),
    razorpayKeyId: `rzp_test_sbx${randomBytes(6).toString("hex")}`,
    razorpayKeySecret: randomBytes(24).toString("base64url"),
    razorpayWebhookSecret: randomBytes(24).toString("base64url"),
  } satisfies SandboxSecrets);

/**
 * The sandbox's merchant key and salt, made once per installation, so a payment started before a restart (or on
 * another instance) still verifies: shared through the database on PostgreSQL (buildApp puts them in the config),
 * else kept beside the data encryption key (DATA_DIR/secrets, mode 600).
 */
function loadOrCreateSandboxSecrets(config: Config): SandboxSecrets {
  const shared = config.sharedSecrets?.[PAYMENT_SANDBOX_SECRETS];
  if (shared) return JSON.parse(shared) as SandboxSecrets;
  const file = path.join(config.dataDir, "secrets", "payment-sandbox.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as SandboxSecrets;
  const secrets = JSON.parse(newPaymentSandboxSecrets()) as SandboxSecrets;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export function gatewaySettings(config: Config): GatewaySettings {
  const base = config.publicUrl;
  // config.ts refuses production without PayU keys, and production never offers a Razorpay sandbox: no sandbox there.
  const sandbox =
    !config.isProduction && (!config.payu || !config.razorpay)
      ? loadOrCreateSandboxSecrets(config)
      : { payuKey: "", payuSalt: "", razorpayKeyId: "", razorpayKeySecret: "", razorpayWebhookSecret: "" };
  return {
    payu: config.payu
      ? { ...config.payu, sandbox: false }
      : {
          key: sandbox.payuKey,
          salt: sandbox.payuSalt,
          url: `${base}/sandbox/payu`,
          apiUrl: `${base}/sandbox/payu/postservice`,
          sandbox: true,
        },
    razorpay: config.razorpay
      ? {
          ...config.razorpay,
          checkoutScriptUrl: "https://checkout.razorpay.com/v1/checkout.js",
          sandbox: false,
        }
      : {
          keyId: sandbox.razorpayKeyId,
          keySecret: sandbox.razorpayKeySecret,
          webhookSecret: sandbox.razorpayWebhookSecret,
          apiUrl: `${base}/sandbox/razorpay`,
          checkoutScriptUrl: `${base}/sandbox/razorpay/checkout.js`,
          sandbox: true,
        },
    razorpayEnabled: Boolean(config.razorpay) || !config.isProduction,
    sandboxBase: `${base}/sandbox/`,
    surl: `${base}/api/payments/payu/success`,
    furl: `${base}/api/payments/payu/failure`,
  };
}

/** The origins the browser may post a form to or load a gateway script from (security-headers.ts). */
export function gatewayOrigins(settings: GatewaySettings) {
  const origin = (url: string) => new URL(url).origin;
  return {
    formAction: [origin(settings.payu.url)],
    script: settings.razorpayEnabled ? [origin(settings.razorpay.checkoutScriptUrl)] : [],
    frame: settings.razorpayEnabled && !settings.razorpay.sandbox ? ["https://api.razorpay.com"] : [],
    connect: settings.razorpayEnabled && !settings.razorpay.sandbox ? ["https://lumberjack.razorpay.com"] : [],
  };
}
