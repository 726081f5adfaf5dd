import type { Paise } from "@contract/money";
import type { Tx } from "../../db/client";
import { movementsOf, postMovement, type LedgerLine } from "./ledger-service";

/**
 * Every movement of money the platform books, one named function each (docs/decisions/0014-ledger.md). Each posts
 * its lines inside the caller's transaction, the one that caused it, so the books and the business rows change
 * together; each is posted once per payment, so a replay books nothing. Amounts in paise; debit positive.
 *
 * | movement        | when                                   | lines                                                     |
 * | paymentReceived | a capture the gateway confirmed        | cash +paid; buyer_funds_held -paid                        |
 * | refundDue       | a refund is owed (cancel, return, ...) | buyer_funds_held +paid; refunds_due -refund; return_deduction_revenue -(paid - refund) |
 * | feeRetained     | a return whose fee is all that was paid| buyer_funds_held +paid; return_deduction_revenue -paid    |
 * | refundPaid      | the gateway processed the refund       | refunds_due +refund; cash -refund                         |
 * | payoutDue       | the sale completed                     | buyer_funds_held +paid; seller_payable -share; fee_revenue -fees; delivery_revenue -delivery; coupon_cost +coupon |
 * | payoutPaid      | the seller's payout was sent           | seller_payable +payout; cash -payout                      |
 * | payoutReversed  | the bank sent a paid payout back       | cash +payout; seller_payable -payout                      |
 * | tdsWithheld     | 194-O income tax kept from the payout  | seller_payable +tds; tds_payable -tds                     |
 */

interface Ref {
  paymentId: string;
  orderId?: string | null;
}

const lines = (...all: LedgerLine[]) => all.filter((l) => l.amountPaise !== 0);

export const paymentReceived = (tx: Tx, ref: Ref, paid: Paise) =>
  postMovement(tx, {
    kind: "payment_received",
    ...ref,
    lines: lines({ account: "cash", amountPaise: paid }, { account: "buyer_funds_held", amountPaise: -paid }),
  });

/** What was held beyond the refund (a buyer's-choice return fee) becomes the platform's in the same movement. */
export const refundDue = (tx: Tx, ref: Ref, amounts: { held: Paise; refund: Paise }) =>
  postMovement(tx, {
    kind: "refund_due",
    ...ref,
    lines: lines(
      { account: "buyer_funds_held", amountPaise: amounts.held },
      { account: "refunds_due", amountPaise: -amounts.refund },
      { account: "return_deduction_revenue", amountPaise: amounts.refund - amounts.held },
    ),
  });

/** A return whose fee is at least what was paid: nothing goes back, and nothing stays held for the closed order. */
export const feeRetained = (tx: Tx, ref: Ref, held: Paise) =>
  postMovement(tx, {
    kind: "fee_retained",
    ...ref,
    lines: lines(
      { account: "buyer_funds_held", amountPaise: held },
      { account: "return_deduction_revenue", amountPaise: -held },
    ),
  });

export const refundPaid = (tx: Tx, ref: Ref, refund: Paise) =>
  postMovement(tx, {
    kind: "refund_paid",
    ...ref,
    lines: lines({ account: "refunds_due", amountPaise: refund }, { account: "cash", amountPaise: -refund }),
  });

export const payoutDue = (
  tx: Tx,
  ref: Ref,
  amounts: { paid: Paise; sellerShare: Paise; fees: Paise; delivery: Paise; coupon: Paise },
) =>
  postMovement(tx, {
    kind: "payout_due",
    ...ref,
    lines: lines(
      { account: "buyer_funds_held", amountPaise: amounts.paid },
      { account: "seller_payable", amountPaise: -amounts.sellerShare },
      { account: "fee_revenue", amountPaise: -amounts.fees },
      { account: "delivery_revenue", amountPaise: -amounts.delivery },
      { account: "coupon_cost", amountPaise: amounts.coupon },
    ),
  });

/** The n-th payout of a payment (after n reversals) is its own movement, so a payout sent again is booked again. */
export const payoutPaid = async (tx: Tx, ref: Ref, payout: Paise) =>
  postMovement(tx, {
    kind: "payout_paid",
    ...ref,
    occurrence: await movementsOf(tx, ref.paymentId, "payout_reversed", "cash"),
    lines: lines({ account: "seller_payable", amountPaise: payout }, { account: "cash", amountPaise: -payout }),
  });

/** The bank sent the payout back: the money is ours again and the seller is owed it again (a new attempt pays it). */
export const payoutReversed = async (tx: Tx, ref: Ref, payout: Paise) =>
  postMovement(tx, {
    kind: "payout_reversed",
    ...ref,
    // It undoes the latest payout: a replayed reversal lands on the same occurrence and books nothing.
    occurrence: Math.max(0, (await movementsOf(tx, ref.paymentId, "payout_paid", "cash")) - 1),
    lines: lines({ account: "cash", amountPaise: payout }, { account: "seller_payable", amountPaise: -payout }),
  });

/**
 * Section 194-O income tax kept back from the seller's share when the payout falls due (docs/tax.md): the seller is
 * owed that much less, and it is owed to the government instead. Once per payment.
 */
export const tdsWithheld = (tx: Tx, ref: Ref, tds: Paise) =>
  postMovement(tx, {
    kind: "tds_withheld",
    ...ref,
    lines: lines({ account: "seller_payable", amountPaise: tds }, { account: "tds_payable", amountPaise: -tds }),
  });
