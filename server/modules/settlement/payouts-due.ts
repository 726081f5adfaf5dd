import { toPaise } from "@contract/money";
import type { Db, Tx } from "../../db/client";
import { payoutDue } from "../ledger";
import { ordersOwingPayout, tellPayoutDue, totalPaid, type OrderOwingPayout } from "../orders";
import { owePayout } from "../payouts";

/**
 * The one place a seller's payout becomes owed: finalPrice - sellerFee, to the account the listing named. In the
 * transaction that decides it; idempotent per order. The sale is complete here, so the money the order held is
 * split (docs/decisions/0014-ledger.md): the seller's share, both fees, the delivery charge, and the coupon's cost.
 * Sending it is the payouts module's work (by the payouts API, or by the admin's hand).
 */
async function makePayoutDue(tx: Tx, o: OrderOwingPayout) {
  const amount = o.finalPrice - o.sellerFee;
  const payout = await owePayout(tx, {
    orderId: o.id,
    sellerId: o.sellerId,
    bankAccountId: o.bankAccountId,
    amount,
  });
  if (!payout || !o.paymentId) return payout;
  await payoutDue(
    tx,
    { paymentId: o.paymentId, orderId: o.id },
    {
      paid: toPaise(totalPaid(o)),
      sellerShare: toPaise(amount),
      fees: toPaise(o.buyerFee + o.sellerFee),
      delivery: toPaise(o.deliveryCharge),
      coupon: toPaise(o.couponDiscount),
    },
  );
  return payout;
}

/**
 * The payouts-due job (orders, payouts, ledger): every delivered order whose return window closed with no return, or a
 * rejected one.
 */
export async function makeDuePayouts(db: Db, batch = 200) {
  let made = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const owing = await ordersOwingPayout(tx, batch);
      let count = 0;
      for (const o of owing) {
        const payout = await makePayoutDue(tx, o);
        if (!payout) continue;
        count += 1;
        await tellPayoutDue(tx, o, payout.amount);
      }
      return { count, seen: owing.length };
    });
    made += n.count;
    if (n.seen < batch) return made;
  }
}
