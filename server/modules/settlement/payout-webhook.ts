import { paymentRecords } from "../payments";
import { applyValidation, readPayoutWebhook, type PayoutDeps } from "../payouts";
import { applyProviderPayout } from "./payout-sending";

/**
 * POST /api/webhooks/razorpayx, read and checked by payouts (signature first). An event id seen before is
 * acknowledged and ignored; a payout event is applied only forward and only to the attempt it belongs to, with its
 * ledger movement (payout-sending.ts); a penny drop's verdict goes to payouts. Everything else is acknowledged.
 */
export async function handlePayoutWebhook(
  deps: PayoutDeps,
  raw: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
) {
  const event = await readPayoutWebhook(deps, raw, signature);
  if (eventId && (await paymentRecords.wasEventSeen(deps.db, "razorpayx", eventId))) return { received: true };
  if (event.kind === "payout") await applyProviderPayout(deps, event.payoutId, event.payout);
  else if (event.kind === "validation") await applyValidation(deps, event.validation);
  // Marked after applying, so a crash between leaves the redelivery to apply it; applying twice changes nothing.
  if (eventId) await paymentRecords.markEventSeen(deps.db, "razorpayx", eventId);
  return { received: true };
}
