import type { FastifyInstance } from "fastify";
import { loggableError } from "../../lib/database-errors";
import { claimDueRefunds, refundAccepted, refundRefused } from "../refunds";
import { requestRefund } from "./gateway-api";
import * as repo from "./payments-repo";
import type { SettleDeps } from "./settle-service";

const BATCH = 50;
/** Long enough for a slow gateway answer; a crashed run's claims lapse after it. */
const CLAIM_MINUTES = 5;
/** A refused refund is asked about again after this (the job runs more often, but gateways need time). */
const RETRY_MINUTES = 10;

/**
 * Asks the gateway that took the money for every pending refund due an attempt. The refund's own id is the
 * gateway's token (PayU's refund token, Razorpay's idempotency key), so asking again after a lost answer never
 * pays twice. Claimed first and settled in a second transaction: none is held open across the network call.
 */
export async function requestPendingRefunds(deps: SettleDeps, retryMinutes = RETRY_MINUTES) {
  const due = await claimDueRefunds(deps.db, BATCH, CLAIM_MINUTES);
  let processed = 0;
  for (const refund of due) {
    const payment = await repo.findPayment(deps.db, refund.paymentId);
    try {
      const gatewayRefundId = await requestRefund(deps.gateway, payment!, {
        id: refund.id,
        amount: Number(refund.amount),
      });
      if (await refundAccepted(deps.db, refund.id, gatewayRefundId)) processed += 1;
    } catch (err) {
      deps.log.warn({ err: loggableError(err), refundId: refund.id }, "the gateway did not accept a refund");
      await refundRefused(deps.db, refund.id, err instanceof Error ? err.message : "refused", retryMinutes);
    }
  }
  return processed;
}

/** Like the stale-payment check, not a lib/jobs.ts job: it waits on the gateway between its own transactions. */
export function requestRefundsEvery(app: FastifyInstance, deps: SettleDeps, intervalSeconds: number) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    requestPendingRefunds(deps)
      .then((n) => n > 0 && app.log.info({ processed: n }, "refunds processed"))
      .catch((err: unknown) => app.log.warn({ err: loggableError(err) }, "could not request refunds"))
      .finally(() => (running = false));
  }, intervalSeconds * 1000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
