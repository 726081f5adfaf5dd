import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import { installationSecret, type InstallationSecret } from "../../lib/installation-secret";

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

/**
 * The sandbox's merchant key and salt, as JSON, made once per installation so that a payment started before a
 * restart (or on another instance) still verifies.
 */
export const PAYMENT_SANDBOX_SECRET: InstallationSecret = {
  name: "payment-sandbox",
  file: "payment-sandbox.json",
  make: () =>
    JSON.stringify({
      payuKey: `sbx${randomBytes(4).toString("hex")}`,
      payuSalt: randomBytes(24).toString("base64url"),
      razorpayKeyId: `rzp_test_sbx${randomBytes(6).toString("hex")}`,
      razorpayKeySecret: randomBytes(24).toString("base64url"),
      razorpayWebhookSecret: randomBytes(24).toString("base64url"),
    } satisfies SandboxSecrets),
};

export function gatewaySettings(config: Config): GatewaySettings {
  const base = config.publicUrl;
  // config.ts refuses production without PayU keys, and production never offers a Razorpay sandbox: no sandbox there.
  const sandbox =
    !config.isProduction && (!config.payu || !config.razorpay)
      ? (JSON.parse(installationSecret(config, PAYMENT_SANDBOX_SECRET)) as SandboxSecrets)
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
