import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import { installationSecret, type InstallationSecret } from "../../lib/installation-secret";

interface Secrets {
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
    } satisfies Secrets),
};

/** PayU's and Razorpay's settings where the environment gives none: the sandbox under PUBLIC_URL, with its keys. */
export function paymentStandIns(config: Config): Pick<Config, "payu" | "razorpay"> {
  if (config.payu && config.razorpay) return { payu: config.payu, razorpay: config.razorpay };
  const base = config.publicUrl;
  const secrets = JSON.parse(installationSecret(config, PAYMENT_SANDBOX_SECRET)) as Secrets;
  return {
    payu: config.payu ?? {
      key: secrets.payuKey,
      salt: secrets.payuSalt,
      url: `${base}/sandbox/payu`,
      apiUrl: `${base}/sandbox/payu/postservice`,
      sandbox: true,
    },
    razorpay: config.razorpay ?? {
      keyId: secrets.razorpayKeyId,
      keySecret: secrets.razorpayKeySecret,
      webhookSecret: secrets.razorpayWebhookSecret,
      apiUrl: `${base}/sandbox/razorpay`,
      checkoutScriptUrl: `${base}/sandbox/razorpay/checkout.js`,
      sandbox: true,
    },
  };
}
