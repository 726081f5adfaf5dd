import type { Tx } from "../../db/client";
import { insertPayout } from "./payouts-repo";

/**
 * A seller's payout becomes owed: finalPrice - sellerFee, to the account the listing named at the sale. Once per order
 * (a second call answers nothing); sending it is the payouts job's, or the admin's hand.
 */
export const owePayout = (
  tx: Tx,
  values: { orderId: string; sellerId: string; bankAccountId: string | null; amount: number },
) => insertPayout(tx, values);
