import type { FastifyInstance } from "fastify";
import { loggableError } from "../../lib/database-errors";
import { verifyPayu } from "./gateway-api";
import * as repo from "./payments-repo";
import { settlePayment, type SettleDeps } from "./settle-service";

/** A PayU payment still pending this long is asked about (DECISIONS.md "Time-driven work"). */
const STALE_MINUTES = 20;
const BATCH = 50;

/**
 * Asks PayU (verify_payment) about payments nobody heard back on, and settles each exactly as its callback would.
 * PayU not knowing the txnid means the buyer never paid: the attempt fails and its hold (long lapsed) goes.
 * Each payment is claimed for a minute first (FOR UPDATE SKIP LOCKED), so several instances ask about different
 * ones; settling is idempotent on the payment row anyway.
 */
export async function settleStalePayments(deps: SettleDeps) {
  const stale = await repo.claimStalePending(deps.db, "payu", STALE_MINUTES, BATCH);
  let settled = 0;
  for (const payment of stale) {
    const outcome = (await verifyPayu(deps.gateway, payment.txnid)) ?? {
      status: "failure" as const,
      message: "The payment was not completed",
      raw: { source: "verify_payment", status: "Not Found" },
    };
    if (outcome.status === "pending") continue;
    await settlePayment(deps, payment.id, outcome);
    settled += 1;
  }
  return settled;
}

/**
 * Not a lib/jobs.ts job: those run inside a transaction, and this one waits on the gateway between its own
 * transactions (holding one open across a network call would pin a connection, and PGlite has only one).
 */
export function checkStalePaymentsEvery(app: FastifyInstance, deps: SettleDeps, intervalSeconds: number) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleStalePayments(deps)
      .then((n) => n > 0 && app.log.info({ settled: n }, "settled stale payments"))
      .catch((err: unknown) => app.log.warn({ err: loggableError(err) }, "could not settle stale payments"))
      .finally(() => (running = false));
  }, intervalSeconds * 1000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
