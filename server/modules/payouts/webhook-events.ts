import { badRequest, unauthorized } from "../../lib/errors";
import { hmacSha256Hex, sameDigest } from "../payments";
import type { PayoutDeps } from "./payout-deps";
import type { ProviderPayout, ProviderValidation } from "./payout-provider";
import { readPayout, readValidation } from "./razorpayx-provider";
import * as repo from "./payouts-repo";

const record = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A RazorpayX event as the payouts path uses it: one of our payouts, a penny drop's verdict, or nothing of ours. */
export type PayoutEvent =
  | { kind: "payout"; payoutId: string; payout: ProviderPayout }
  | { kind: "validation"; validation: ProviderValidation }
  | { kind: "other" };

/**
 * RazorpayX's webhook body, read: X-Razorpay-Signature is the hex HMAC-SHA256 of the raw body with the RazorpayX
 * webhook secret, compared in constant time before anything is read. A payout event names our payout by its pout_ id
 * or, before we learned that id, by reference_id (our payout id). Events we do not use, and payouts we do not know,
 * are "other": only a bad signature (or a body that is not JSON) is refused.
 */
export async function readPayoutWebhook(
  deps: PayoutDeps,
  raw: Buffer,
  signature: string | undefined,
): Promise<PayoutEvent> {
  const secret = deps.settings.webhookSecret;
  if (!secret || !signature || !sameDigest(hmacSha256Hex(secret, raw), signature))
    throw unauthorized("Invalid webhook signature");
  let event: Record<string, unknown>;
  try {
    event = record(JSON.parse(raw.toString("utf8")));
  } catch {
    throw badRequest("The webhook body is not JSON");
  }
  const name = typeof event.event === "string" ? event.event : "";
  const payload = record(event.payload);
  if (name.startsWith("payout.")) {
    const payout = readPayout(record(record(payload.payout).entity));
    if (!payout) return { kind: "other" };
    const ours =
      (await repo.findPayoutIdByProviderId(deps.db, payout.id)) ??
      (payout.referenceId && UUID.test(payout.referenceId) && (await repo.payoutExists(deps.db, payout.referenceId))
        ? payout.referenceId
        : undefined);
    return ours ? { kind: "payout", payoutId: ours, payout } : { kind: "other" };
  }
  if (name.startsWith("fund_account.validation.")) {
    const validation = readValidation(record(record(payload["fund_account.validation"]).entity));
    if (validation) return { kind: "validation", validation };
  }
  return { kind: "other" };
}
