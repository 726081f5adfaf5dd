import { randomUUID } from "node:crypto";
import { toPaise } from "@contract/money";
import { loggableError } from "../../lib/database-errors";
import { GatewayUnreachable } from "../payments";
import { ensureFundAccount } from "./bank-validation";
import type { PayoutDeps } from "./payout-deps";
import { applyProviderPayout, failAttempt } from "./payout-outcomes";
import { narration, payoutMode } from "./payout-texts";
import * as repo from "./payouts-repo";

const BATCH = 50;

/**
 * The attempt's request, built once and stored with its key before the first call, so every retry sends the same
 * bytes (RazorpayX compares the body of a repeated key). `notes.attempt` lets a late event of an old attempt be told
 * from the current one; `reference_id` is our payout id, by which a lost payout is looked up.
 */
function payoutBody(
  deps: PayoutDeps,
  p: { id: string; amount: number; attempt: number },
  orderNumber: number,
  fundAccountId: string,
) {
  const amount = toPaise(p.amount);
  return JSON.stringify({
    account_number: deps.settings.accountNumber,
    fund_account_id: fundAccountId,
    amount,
    currency: "INR",
    mode: payoutMode(amount),
    purpose: "payout",
    queue_if_low_balance: true,
    reference_id: p.id,
    narration: narration(orderNumber),
    notes: { order_number: String(orderNumber), attempt: String(p.attempt) },
  });
}

type Claimed = Awaited<ReturnType<typeof repo.claimPayouts>>[number];

/** One call of the attempt with its stored key and body; a lost answer comes round after 1, 2 and 5 minutes. */
async function send(deps: PayoutDeps, p: Claimed, key: string, body: string) {
  const { timing } = deps.settings;
  const tries = p.sendTries + 1;
  await repo.recordTry(deps.db, p.id, p.attempt, tries, timing.resend[tries - 1] ?? timing.lookup);
  try {
    const answer = await deps.provider.createPayout(key, body);
    if (answer.kind === "refused") {
      deps.log.warn({ payoutId: p.id, reason: answer.reason }, "the payouts provider refused a payout");
      return (await failAttempt(deps, p.id, p.attempt, `the payout service refused it (${answer.reason})`))
        ? "failed"
        : "ignored";
    }
    return applyProviderPayout(deps, p.id, answer.value);
  } catch (err) {
    if (!(err instanceof GatewayUnreachable)) throw err;
    deps.log.warn({ payoutId: p.id, tries, err: loggableError(err) }, "a payout's answer was lost; same key later");
    return "waiting";
  }
}

/** Retries spent and still no answer: look for the attempt's payout by reference_id; after an hour, call it failed. */
async function lookUp(deps: PayoutDeps, p: Claimed) {
  const { timing } = deps.settings;
  const found = (await deps.provider.findPayouts(p.id)).find((x) => x.attempt === String(p.attempt));
  if (found) return applyProviderPayout(deps, p.id, found);
  if (await repo.attemptOlderThan(deps.db, p.id, timing.giveUpMinutes))
    return (await failAttempt(deps, p.id, p.attempt, "the payout service never confirmed it")) ? "failed" : "ignored";
  await repo.recordTry(deps.db, p.id, p.attempt, p.sendTries, timing.lookup);
  return "waiting";
}

/** One claimed payout's turn. */
async function turn(deps: PayoutDeps, p: Claimed) {
  if (p.providerPayoutId) {
    // With the provider (queued, pending, processing): asked, never sent again; asked again after `poll`.
    await repo.recordTry(deps.db, p.id, p.attempt, p.sendTries, deps.settings.timing.poll);
    return applyProviderPayout(deps, p.id, await deps.provider.getPayout(p.providerPayoutId));
  }
  if (p.idempotencyKey && p.requestBody) {
    if (p.sendTries < 1 + deps.settings.timing.resend.length) return send(deps, p, p.idempotencyKey, p.requestBody);
    return lookUp(deps, p);
  }
  const full = (await repo.payoutForSending(deps.db, p.id))!;
  if (!full.bankAccountId) return failAttempt(deps, p.id, p.attempt, "the seller has no bank account for it");
  const fund = await ensureFundAccount(deps, full.bankAccountId);
  if (fund.kind === "refused")
    return failAttempt(deps, p.id, p.attempt, `the bank account was refused (${fund.reason})`);
  // A v4 UUID is 36 characters: RazorpayX's longest key. A new attempt always has a new one.
  const key = randomUUID();
  const stored = await repo.storeRequest(
    deps.db,
    p.id,
    p.attempt,
    key,
    payoutBody(deps, p, full.orderNumber, fund.value),
  );
  if (!stored) return "ignored";
  return send(deps, stored, key, stored.requestBody!);
}

/**
 * The payouts job (kind `claims`): due payouts whose account is verified start an attempt; attempts whose turn came
 * continue (same key after a lost answer, then a lookup; a payout with the provider is polled). Claimed first, then
 * the provider is called with no transaction open. Answers how many payouts were paid in this turn.
 */
export async function sendPayouts(deps: PayoutDeps) {
  if (deps.settings.mode !== "api") return 0;
  const claimed = await deps.db.transaction((tx) => repo.claimPayouts(tx, BATCH, deps.settings.timing.claim));
  let paid = 0;
  for (const p of claimed) {
    try {
      if ((await turn(deps, p)) === "paid") paid += 1;
    } catch (err) {
      deps.log.warn({ payoutId: p.id, err: loggableError(err) }, "a payout's turn failed; it comes round again");
    }
  }
  return paid;
}
