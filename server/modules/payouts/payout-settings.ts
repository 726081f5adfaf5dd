import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import { installationSecret, type InstallationSecret } from "../../lib/installation-secret";
import type { SandboxTransport } from "../payments";

/**
 * How sellers are paid: by hand (PAYOUTS_MODE=manual: the admin marks each payout paid), or through RazorpayX's
 * API, which outside production without RazorpayX settings is the built-in sandbox at /sandbox/payouts speaking the
 * same protocol. config.ts refuses production without RazorpayX settings unless payouts are manual.
 */
export interface PayoutSettings {
  mode: "api" | "manual";
  /** Our RazorpayX business account (sent as account_number); never a seller's. */
  accountNumber: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  sandbox: boolean;
  /** The sandbox settles a validation or payout nobody decided by hand after this many seconds. */
  sandboxSeconds: number;
  /** How long one call may take before its answer counts as lost. */
  timeoutMs: number;
  /** When a payout's turn comes round, in minutes (tests shorten them). */
  timing: PayoutTiming;
  sandboxBase: string;
  /** Calls to the sandbox go straight into this app (app.inject); set by app.ts with the sandbox's routes. */
  sandboxTransport?: SandboxTransport;
}

export interface PayoutTiming {
  /** After a lost answer to a create: the same key and body again after 1, 2 and 5 minutes (RazorpayX's advice). */
  resend: readonly number[];
  /** Then look the payout up by reference_id this often, for `giveUpMinutes` after the first call. */
  lookup: number;
  giveUpMinutes: number;
  /** A payout the provider holds (queued, pending, processing) is asked about this often; never sent again. */
  poll: number;
  /** A claimed payout comes round again after this, should its process die before it answers. */
  claim: number;
}

const PAYOUT_TIMING: PayoutTiming = { resend: [1, 2, 5], lookup: 5, giveUpMinutes: 60, poll: 30, claim: 5 };

interface SandboxSecrets {
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
    } satisfies SandboxSecrets),
};

export function payoutSettings(config: Config, timing: PayoutTiming = PAYOUT_TIMING): PayoutSettings {
  const sandboxBase = `${config.publicUrl}/sandbox/`;
  const common = { sandboxSeconds: config.payouts.sandboxSeconds, timeoutMs: 10_000, timing, sandboxBase };
  const real = config.payouts.razorpayx;
  if (real) return { mode: "api", ...real, sandbox: false, ...common };
  if (config.payouts.mode === "manual" || config.isProduction)
    return {
      mode: "manual",
      accountNumber: "",
      keyId: "",
      keySecret: "",
      webhookSecret: "",
      apiUrl: "",
      sandbox: false,
      ...common,
    };
  return {
    mode: "api",
    ...(JSON.parse(installationSecret(config, PAYOUT_SANDBOX_SECRET)) as SandboxSecrets),
    apiUrl: `${config.publicUrl}/sandbox/payouts`,
    sandbox: true,
    ...common,
  };
}
