import { paymentRecords as records, type MoneyDeps } from "../payments";
import { confirmCheckout } from "./settle-payment";

/** A checkout still pending this long is asked about (docs/product.md#time-driven-work): past its 15-minute hold. */
const STALE_MINUTES = 20;
const BATCH = 50;

/**
 * The stale-checkout sweep: asks each gateway about checkouts nobody heard back on and books what it says exactly as
 * a postback would. A checkout the gateway says failed, or never saw, closes and its hold goes; one still in flight
 * is asked again next time. Each is claimed for a minute first (FOR UPDATE SKIP LOCKED), so several instances ask
 * about different ones; settling is idempotent on the payment row anyway. Answers how many were settled.
 */
export async function settleStaleCheckouts(deps: MoneyDeps) {
  const stale = await records.claimStalePending(deps.db, STALE_MINUTES, BATCH);
  let settled = 0;
  for (const payment of stale) {
    const outcome = await confirmCheckout(deps, payment.id, { closeIfUnpaid: true });
    if (outcome.kind !== "pending") settled += 1;
  }
  return settled;
}
