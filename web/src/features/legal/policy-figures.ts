import { POLICY } from "@contract/brand";
import { customerChoiceReturnFee as returnFeeFor, priceBreakdown } from "@contract/pricing";
import { formatRupees } from "@web/lib/format";

/**
 * Figures the policy pages quote, worked out by the same pricing functions the server charges with, so the text can
 * never drift from the rules.
 */

/** The worked examples' prices: the Return Policy's refund example and the Seller Guidelines' sale, in both languages. */
export const RETURN_EXAMPLE_PRICE = 2000;
export const SALE_EXAMPLE_PRICE = 1000;

export const deliveryCharge = formatRupees(POLICY.deliveryChargeRupees);

export const customerChoiceReturnFee = formatRupees(returnFeeFor(POLICY.deliveryChargeRupees));
export const customerChoiceReturnFeeMin = formatRupees(POLICY.customerChoiceReturnFeeMinRupees);

/** What each side pays and receives for a sale at `price` with no coupon. */
export function saleBreakdown(price: number) {
  const b = priceBreakdown(price);
  return {
    price: formatRupees(price),
    buyerFee: formatRupees(b.buyerFee),
    sellerFee: formatRupees(b.sellerFee),
    delivery: formatRupees(b.deliveryCharge),
    buyerPays: formatRupees(b.total),
    sellerReceives: formatRupees(price - b.sellerFee),
    platformFee: formatRupees(b.buyerFee + b.sellerFee),
  };
}

/** A customer-choice return of an order bought at `price`: what was paid and what comes back. */
export function customerChoiceRefund(price: number) {
  const b = priceBreakdown(price);
  const fee = returnFeeFor(b.deliveryCharge);
  return { paid: formatRupees(b.total), fee: formatRupees(fee), refund: formatRupees(b.total - fee) };
}

/** docs/product.md#limits-and-timings: the longest any persistent browser item may last (the Cookie Policy quotes it). */
export const LONGEST_PERSISTENCE_YEARS = 2;
