import type { Tx } from "../../db/client";
import { insertPayout } from "./payouts-repo";
import { addToYearSales, tdsOn, type TdsSettings } from "./tds";

/**
 * A seller's payout becomes owed: finalPrice - sellerFee - TDS (section 194-O, decision 0045), to the account the
 * listing named at the sale. The sale's gross amount joins the seller's financial year first (its row lock queues
 * concurrent completions), so the exemption reads the year including this sale. Once per order: a second call
 * answers nothing and takes its amount back out of the year. Sending it is the payouts job's, or the admin's hand.
 */
export async function owePayout(
  tx: Tx,
  values: { orderId: string; sellerId: string; bankAccountId: string | null; gross: number; share: number; at: Date },
  settings: TdsSettings,
) {
  const { orderId, sellerId, bankAccountId, gross, share, at } = values;
  const year = await addToYearSales(tx, sellerId, gross, at);
  const tds = await tdsOn(tx, { sellerId, gross, share, yearGross: year.gross }, settings);
  const payout = await insertPayout(tx, { orderId, sellerId, bankAccountId, amount: share - tds, tds });
  if (!payout) await addToYearSales(tx, sellerId, -gross, at);
  return payout;
}
