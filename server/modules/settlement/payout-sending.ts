import { loggableError } from "../../lib/database-errors";
import {
  afterPayoutRecorded,
  claimPayoutTurns,
  recordProviderPayout,
  takePayoutTurn,
  type PayoutDeps,
  type ProviderPayout,
} from "../payouts";
import { bookPayoutMoney } from "./payout-outcomes";

/**
 * What the provider says of one attempt (an API answer, a lookup, a poll, a webhook): recorded by payouts under the
 * payout's row lock and, when money moved (paid, or a paid payout sent back), booked in the ledger in the same
 * transaction. Applying the same word twice changes nothing.
 */
export async function applyProviderPayout(deps: PayoutDeps, payoutId: string, p: ProviderPayout) {
  const recorded = await deps.db.transaction(async (tx) => {
    const r = await recordProviderPayout(tx, deps, payoutId, p);
    await bookPayoutMoney(tx, r.money);
    return r;
  });
  afterPayoutRecorded(deps, recorded);
  return recorded.outcome;
}

/**
 * The payouts job (kind `claims`): due payouts whose account is verified start an attempt; attempts whose turn came
 * continue (same key after a lost answer, then a lookup; a payout with the provider is polled). Claimed first, then
 * the provider is called with no transaction open. Answers how many payouts were paid in this turn.
 */
export async function sendPayouts(deps: PayoutDeps) {
  let paid = 0;
  for (const p of await claimPayoutTurns(deps)) {
    try {
      const end = await takePayoutTurn(deps, p);
      const outcome = "answer" in end ? await applyProviderPayout(deps, p.id, end.answer) : end.done;
      if (outcome === "paid") paid += 1;
    } catch (err) {
      deps.log.warn({ payoutId: p.id, err: loggableError(err) }, "a payout's turn failed; it comes round again");
    }
  }
  return paid;
}
