import type { Tx } from "../../db/client";
import { payoutPaid, payoutReversed } from "../ledger";
import type { PayoutMoney } from "../payouts";

/** The ledger's side of a payout's outcome, in the transaction that recorded it in the payouts table. */
export async function bookPayoutMoney(tx: Tx, money: PayoutMoney | undefined) {
  if (!money) return;
  if (money.movement === "paid") await payoutPaid(tx, money.ref, money.paise);
  else await payoutReversed(tx, money.ref, money.paise);
}
