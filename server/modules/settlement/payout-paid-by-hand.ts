import { adminPayoutView, recordPaidByHand, type PayoutDeps } from "../payouts";
import { bookPayoutMoney } from "./payout-outcomes";

/**
 * The admin's override: a due payout recorded as sent by hand (payouts: once, audited, the seller told) and its
 * `payoutPaid` booked in the same transaction.
 */
export async function markPayoutPaid(deps: PayoutDeps, adminId: string, id: string, bankReference: string) {
  await deps.db.transaction(async (tx) => bookPayoutMoney(tx, await recordPaidByHand(tx, adminId, id, bankReference)));
  return adminPayoutView(deps.db, deps.encryptor, id);
}
