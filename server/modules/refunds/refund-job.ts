import { toPaise } from "@contract/money";
import { loggableError } from "../../lib/database-errors";
import { findPayment, gatewayFor, refundToken, type MoneyDeps, type RefundLookup } from "../payments";
import { claimDueRefunds } from "./refunds-repo";
import { refundProcessed, refundRefused, refundWaiting } from "./refunds-service";

const BATCH = 50;
/** Long enough for a slow gateway answer; a crashed run's claims lapse after it. */
const CLAIM_MINUTES = 5;

/** When a refund comes round again, in minutes (tests shorten them). */
export interface RefundTiming {
  /** After a refusal (the job runs more often, but gateways need time). */
  retry: number;
  /** After an answer that was lost, or a refund still in flight at the gateway. */
  lookAgain: number;
}
const TIMING: RefundTiming = { retry: 10, lookAgain: 2 };

type Refund = Awaited<ReturnType<typeof claimDueRefunds>>[number];

/** What the gateway already holds of our refund decides; only when it holds nothing is it asked to refund. */
type Turn = "processed" | "waiting" | "refused";

async function settleFromLookup(
  deps: MoneyDeps,
  refund: Refund,
  seen: RefundLookup,
  timing: RefundTiming,
): Promise<Turn | undefined> {
  if (seen.kind === "processed") {
    await refundProcessed(deps.db, refund.id, seen.gatewayRefundId);
    return "processed";
  }
  if (seen.kind === "in_flight") {
    await refundWaiting(deps.db, refund.id, "in flight at the gateway", timing.lookAgain, seen.gatewayRefundId);
    return "waiting";
  }
  if (seen.kind === "failed") {
    await refundRefused(deps.db, refund.id, "the gateway's refund failed", timing.retry);
    return "refused";
  }
  return undefined;
}

/**
 * One refund's turn: look it up at the gateway first (an earlier answer may have been lost after the gateway
 * refunded), and ask for it only when the gateway holds nothing under its token. A time-out or a duplicate-token
 * answer is "unknown", never a refusal: the next turn looks again.
 */
async function refundOnce(deps: MoneyDeps, refund: Refund, timing: RefundTiming): Promise<Turn> {
  const payment = (await findPayment(deps.db, refund.paymentId))!;
  const gateway = gatewayFor(deps.gateway, payment.gateway);
  const order = { token: refundToken(refund), amountPaise: toPaise(refund.amount) };
  try {
    const settled = await settleFromLookup(deps, refund, await gateway.findRefund(payment, order), timing);
    if (settled !== undefined) return settled;
  } catch (err) {
    await refundWaiting(deps.db, refund.id, `lookup: ${errorText(err)}`, timing.lookAgain);
    return "waiting";
  }
  const answer = await gateway.refund(payment, order);
  if (answer.kind === "refused") {
    deps.log.warn({ refundId: refund.id, reason: answer.reason }, "the gateway refused a refund");
    await refundRefused(deps.db, refund.id, answer.reason, timing.retry);
    return "refused";
  }
  if (answer.kind === "processed") {
    await refundProcessed(deps.db, refund.id, answer.gatewayRefundId);
    return "processed";
  }
  // Queued or unknown: one look now (a sandbox or a quick gateway has finished already), else later.
  try {
    const settled = await settleFromLookup(deps, refund, await gateway.findRefund(payment, order), timing);
    if (settled !== undefined) return settled;
  } catch (err) {
    deps.log.warn({ refundId: refund.id, err: loggableError(err) }, "could not look a refund up");
  }
  const note = answer.kind === "unknown" ? `unknown: ${answer.reason}` : "in flight at the gateway";
  const gatewayRefundId = answer.kind === "in_flight" ? answer.gatewayRefundId : undefined;
  await refundWaiting(deps.db, refund.id, note, timing.lookAgain, gatewayRefundId);
  return "waiting";
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : "no answer").slice(0, 200);

/**
 * The refund job: every pending refund due a turn. Claimed first (FOR UPDATE SKIP LOCKED, pushing its next turn)
 * and settled in a transaction of its own after the gateway answered: none is held open across the network, and
 * two instances never ask about one refund at once. Answers how many were processed.
 */
export async function requestPendingRefunds(deps: MoneyDeps, timing: RefundTiming = TIMING) {
  const due = await claimDueRefunds(deps.db, BATCH, CLAIM_MINUTES);
  let processed = 0;
  for (const refund of due) {
    try {
      if ((await refundOnce(deps, refund, timing)) === "processed") processed += 1;
    } catch (err) {
      deps.log.warn({ err: loggableError(err), refundId: refund.id }, "a refund's turn failed; it comes round again");
    }
  }
  return processed;
}
