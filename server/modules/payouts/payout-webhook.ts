import { badRequest, unauthorized } from "../../lib/errors";
import { hmacSha256Hex, paymentRecords, sameDigest } from "../payments";
import { applyValidation } from "./bank-validation";
import type { PayoutDeps } from "./payout-deps";
import { applyProviderPayout } from "./payout-outcomes";
import { readPayout, readValidation } from "./razorpayx-provider";
import * as repo from "./payouts-repo";

const record = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/webhooks/razorpayx: X-Razorpay-Signature is the hex HMAC-SHA256 of the raw body with the RazorpayX webhook
 * secret, compared in constant time before anything is read. An event id seen before is acknowledged and ignored;
 * a payout event is applied only forward and only to the attempt it belongs to (payout-outcomes.ts), found by its
 * pout_ id or, before we learned that id, by reference_id (our payout id). Events we do not use, and payouts we
 * do not know, are acknowledged: only a bad signature is refused.
 */
export async function handlePayoutWebhook(
  deps: PayoutDeps,
  raw: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
) {
  const secret = deps.settings.webhookSecret;
  if (!secret || !signature || !sameDigest(hmacSha256Hex(secret, raw), signature))
    throw unauthorized("Invalid webhook signature");
  let event: Record<string, unknown>;
  try {
    event = record(JSON.parse(raw.toString("utf8")));
  } catch {
    throw badRequest("The webhook body is not JSON");
  }
  if (eventId && (await paymentRecords.wasEventSeen(deps.db, "razorpayx", eventId))) return { received: true };
  const name = typeof event.event === "string" ? event.event : "";
  const payload = record(event.payload);
  if (name.startsWith("payout.")) {
    const payout = readPayout(record(record(payload.payout).entity));
    if (payout) {
      const ours =
        (await repo.findPayoutIdByProviderId(deps.db, payout.id)) ??
        (payout.referenceId && UUID.test(payout.referenceId) && (await repo.payoutExists(deps.db, payout.referenceId))
          ? payout.referenceId
          : undefined);
      if (ours) await applyProviderPayout(deps, ours, payout);
    }
  } else if (name.startsWith("fund_account.validation.")) {
    const validation = readValidation(record(record(payload["fund_account.validation"]).entity));
    if (validation) await applyValidation(deps, validation);
  }
  // Marked after applying, so a crash between leaves the redelivery to apply it; applying twice changes nothing.
  if (eventId) await paymentRecords.markEventSeen(deps.db, "razorpayx", eventId);
  return { received: true };
}
