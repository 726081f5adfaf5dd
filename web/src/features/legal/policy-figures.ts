import { POLICY } from "@contract/brand";
import { formatRupees } from "@web/lib/format";

/** Figures the policy pages quote, derived from POLICY so the text can never drift from the rules. */

/** DECISIONS.md "Money": fees are a percentage of the price, rounded half-up to whole rupees. */
const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

export const deliveryCharge = formatRupees(POLICY.deliveryChargeRupees);

/** Customer-choice return fee: the greater of the minimum fee and the delivery charge. */
export const customerChoiceReturnFee = formatRupees(
  Math.max(POLICY.customerChoiceReturnFeeMinRupees, POLICY.deliveryChargeRupees),
);
export const customerChoiceReturnFeeMin = formatRupees(POLICY.customerChoiceReturnFeeMinRupees);

/** What each side pays and receives for a sale at `price` with no coupon. */
export function saleBreakdown(price: number) {
  const buyerFee = percentOf(price, POLICY.buyerFeePercent);
  const sellerFee = percentOf(price, POLICY.sellerFeePercent);
  return {
    price: formatRupees(price),
    buyerFee: formatRupees(buyerFee),
    sellerFee: formatRupees(sellerFee),
    delivery: deliveryCharge,
    buyerPays: formatRupees(price + buyerFee + POLICY.deliveryChargeRupees),
    sellerReceives: formatRupees(price - sellerFee),
    platformFee: formatRupees(buyerFee + sellerFee),
  };
}

/** A customer-choice return of an order bought at `price`: what was paid and what comes back. */
export function customerChoiceRefund(price: number) {
  const paid = price + percentOf(price, POLICY.buyerFeePercent) + POLICY.deliveryChargeRupees;
  const fee = Math.max(POLICY.customerChoiceReturnFeeMinRupees, POLICY.deliveryChargeRupees);
  return { paid: formatRupees(paid), fee: formatRupees(fee), refund: formatRupees(paid - fee) };
}
