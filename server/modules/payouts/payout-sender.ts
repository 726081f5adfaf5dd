import { randomUUID } from "node:crypto";
import { toPaise } from "@contract/money";
import { loggableError } from "../../lib/database-errors";
import { GatewayUnreachable } from "../payments";
import { ensureFundAccount } from "./bank-validation";
import type { PayoutDeps } from "./payout-deps";
import { failAttempt, type Outcome } from "./payout-outcomes";
import type { ProviderPayout } from "./payout-provider";
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

/**
 * A turn's end: the provider's word on the attempt (for settlement to record and book), or what the turn already
 * settled itself (waiting, or failed with no payout at the provider: no money moved).
 */
export type TurnEnd = { answer: ProviderPayout } | { done: Outcome | boolean };

/** One call of the attempt with its stored key and body; a lost answer comes round after 1, 2 and 5 minutes. */
async function send(deps: PayoutDeps, p: Claimed, key: string, body: string): Promise<TurnEnd> {
  const { timing } = deps.settings;
  const tries = p.sendTries + 1;
  await repo.recordTry(deps.db, p.id, p.attempt, tries, timing.resend[tries - 1] ?? timing.lookup);
  try {
    const answer = await deps.provider.createPayout(key, body);
    if (answer.kind === "refused") {
      deps.log.warn({ payoutId: p.id, reason: answer.reason }, "the payouts provider refused a payout");
      const failed = await failAttempt(deps, p.id, p.attempt, `the payout service refused it (${answer.reason})`);
      return { done: failed ? "failed" : "ignored" };
    }
    return { answer: answer.value };
  } catch (err) {
    if (!(err instanceof GatewayUnreachable)) throw err;
    deps.log.warn({ payoutId: p.id, tries, err: loggableError(err) }, "a payout's answer was lost; same key later");
    return { done: "waiting" };
  }
}

/** Retries spent and still no answer: look for the attempt's payout by reference_id; after an hour, call it failed. */
async function lookUp(deps: PayoutDeps, p: Claimed): Promise<TurnEnd> {
  const { timing } = deps.settings;
  const found = (await deps.provider.findPayouts(p.id)).find((x) => x.attempt === String(p.attempt));
  if (found) return { answer: found };
  if (await repo.attemptOlderThan(deps.db, p.id, timing.giveUpMinutes)) {
    const failed = await failAttempt(deps, p.id, p.attempt, "the payout service never confirmed it");
    return { done: failed ? "failed" : "ignored" };
  }
  await repo.recordTry(deps.db, p.id, p.attempt, p.sendTries, timing.lookup);
  return { done: "waiting" };
}

/**
 * One claimed payout's turn with the provider: asked after an attempt it holds, sent (same key after a lost answer,
 * then a lookup), or a new attempt started. Called with no transaction open.
 */
export async function takeTurn(deps: PayoutDeps, p: Claimed): Promise<TurnEnd> {
  if (p.providerPayoutId) {
    // With the provider (queued, pending, processing): asked, never sent again; asked again after `poll`.
    await repo.recordTry(deps.db, p.id, p.attempt, p.sendTries, deps.settings.timing.poll);
    return { answer: await deps.provider.getPayout(p.providerPayoutId) };
  }
  if (p.idempotencyKey && p.requestBody) {
    if (p.sendTries < 1 + deps.settings.timing.resend.length) return send(deps, p, p.idempotencyKey, p.requestBody);
    return lookUp(deps, p);
  }
  const full = (await repo.payoutForSending(deps.db, p.id))!;
  if (!full.bankAccountId)
    return { done: await failAttempt(deps, p.id, p.attempt, "the seller has no bank account for it") };
  const fund = await ensureFundAccount(deps, full.bankAccountId);
  if (fund.kind === "refused")
    return { done: await failAttempt(deps, p.id, p.attempt, `the bank account was refused (${fund.reason})`) };
  // A v4 UUID is 36 characters: RazorpayX's longest key. A new attempt always has a new one.
  const key = randomUUID();
  const stored = await repo.storeRequest(
    deps.db,
    p.id,
    p.attempt,
    key,
    payoutBody(deps, p, full.orderNumber, fund.value),
  );
  if (!stored) return { done: "ignored" };
  return send(deps, stored, key, stored.requestBody!);
}

/**
 * The payouts job's claim (kind `claims`): due payouts whose account is verified, and attempts whose turn came, each
 * claimed for one turn so two runners never take the same one. None unless payouts go through the provider's API.
 */
export async function claimPayoutTurns(deps: PayoutDeps): Promise<Claimed[]> {
  if (deps.settings.mode !== "api") return [];
  return deps.db.transaction((tx) => repo.claimPayouts(tx, BATCH, deps.settings.timing.claim));
}
