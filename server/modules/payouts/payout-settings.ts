import type { Config } from "../../config";
import { networkTransport, type Transport } from "../../lib/provider-client";

/**
 * How sellers are paid: by hand (PAYOUTS_MODE=manual: the admin marks each payout paid), or through RazorpayX's
 * API as configured. Outside production a sandbox may stand in for RazorpayX (server/sandboxes fills in its
 * settings and `transport`). config.ts refuses production without RazorpayX settings unless payouts are manual.
 */
export interface PayoutSettings {
  mode: "api" | "manual";
  /** Our RazorpayX business account (sent as account_number); never a seller's. */
  accountNumber: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  /** Spoken to a sandbox standing in for RazorpayX. */
  sandbox: boolean;
  /** How long one call may take before its answer counts as lost. */
  timeoutMs: number;
  /** When a payout's turn comes round, in minutes (tests shorten them). */
  timing: PayoutTiming;
  /** How calls reach the provider's API: the network, unless a sandbox in this process answers them. */
  transport: Transport;
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

export function payoutSettings(config: Config, timing: PayoutTiming = PAYOUT_TIMING): PayoutSettings {
  const common = { timeoutMs: 10_000, timing, transport: networkTransport };
  const real = config.payouts.razorpayx;
  if (real) return { mode: "api", ...real, ...common };
  // Manual by choice, or (config.ts allows nothing else in production) for want of RazorpayX settings.
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
}
