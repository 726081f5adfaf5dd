import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import { installationSecret, type InstallationSecret } from "../../lib/installation-secret";

interface Secrets {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  accountNumber: string;
}

/**
 * The sandbox's keys and our account number there, as JSON, made once per installation so that a payout sent
 * before a restart (or by another instance) is still ours.
 */
export const PAYOUT_SANDBOX_SECRET: InstallationSecret = {
  name: "payout-sandbox",
  file: "payout-sandbox.json",
  make: () =>
    JSON.stringify({
      keyId: `rzp_test_sbx${randomBytes(6).toString("hex")}`,
      keySecret: randomBytes(24).toString("base64url"),
      webhookSecret: randomBytes(24).toString("base64url"),
      accountNumber: `2323230${String(Number.parseInt(randomBytes(4).toString("hex"), 16)).padStart(10, "0")}`,
    } satisfies Secrets),
};

/** Payouts through RazorpayX's API without its settings: the sandbox at /sandbox/payouts, with its keys. */
export function payoutsStandIn(config: Config): Config["payouts"] {
  if (config.payouts.mode !== "api" || config.payouts.razorpayx) return config.payouts;
  return {
    ...config.payouts,
    razorpayx: {
      ...(JSON.parse(installationSecret(config, PAYOUT_SANDBOX_SECRET)) as Secrets),
      apiUrl: `${config.publicUrl}/sandbox/payouts`,
      sandbox: true,
    },
  };
}
