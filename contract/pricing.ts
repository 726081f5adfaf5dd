/**
 * The one pricing function (docs/product.md#money). The web calls it to show a breakdown; the
 * server calls it as the truth and refuses a payment whose figures differ. All inputs and outputs are whole
 * rupees; percentages are worked in integer arithmetic and rounded half-up, so both sides agree to the rupee.
 */

import { POLICY } from "./brand";

const DELIVERY_CHARGE = POLICY.deliveryChargeRupees;

export type CouponDiscountType = "percentage" | "flat" | "no_fees";

/** What a coupon does to a price; the rules about who may use it and when live on the server. */
export interface CouponTerms {
  discountType: CouponDiscountType;
  /** Percent for percentage (may carry 2 decimals), rupees for flat, 0 for no_fees. */
  discountValue: number;
  eliminateFees: boolean;
  eliminateDelivery: boolean;
  maxDiscountAmount: number | null;
}

export interface PriceBreakdown {
  /** The agreed price: the listing price, or the buyer's accepted offer. */
  productPrice: number;
  /** The buyer's platform fee (0 when a coupon waives it); payment initiation's body calls it platformFee. */
  buyerFee: number;
  deliveryCharge: number;
  couponDiscount: number;
  /** What the buyer pays. */
  total: number;
  /** Discount plus any waived fee and delivery: the order summary's "You saved X!". */
  saved: number;
  /** Kept by the platform from the seller's side; the seller receives productPrice - sellerFee. */
  sellerFee: number;
}

/** `percent` % of whole `rupees`, half-up to whole rupees, with percent in hundredths kept integer. */
function percentOf(rupees: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return Math.floor((rupees * hundredths + 5_000) / 10_000);
}

function discountFor(price: number, coupon: CouponTerms): number {
  const raw =
    coupon.discountType === "percentage"
      ? percentOf(price, coupon.discountValue)
      : coupon.discountType === "flat"
        ? Math.round(coupon.discountValue)
        : 0;
  const capped = coupon.maxDiscountAmount === null ? raw : Math.min(raw, Math.round(coupon.maxDiscountAmount));
  return Math.max(0, Math.min(capped, price));
}

export function priceBreakdown(productPrice: number, coupon?: CouponTerms | null): PriceBreakdown {
  if (!Number.isSafeInteger(productPrice) || productPrice < 1) throw new RangeError("price must be whole rupees >= 1");
  const fee = percentOf(productPrice, POLICY.buyerFeePercent);
  const buyerFee = coupon?.eliminateFees ? 0 : fee;
  const deliveryCharge = coupon?.eliminateDelivery ? 0 : DELIVERY_CHARGE;
  const couponDiscount = coupon ? discountFor(productPrice, coupon) : 0;
  return {
    productPrice,
    buyerFee,
    deliveryCharge,
    couponDiscount,
    total: productPrice + buyerFee + deliveryCharge - couponDiscount,
    saved: couponDiscount + (fee - buyerFee) + (DELIVERY_CHARGE - deliveryCharge),
    sellerFee: percentOf(productPrice, POLICY.sellerFeePercent),
  };
}

/** docs/product.md#returns: a return by the buyer's own choice costs the greater of the minimum fee and the delivery charge paid. */
export const customerChoiceReturnFee = (deliveryCharge: number) =>
  Math.max(POLICY.customerChoiceReturnFeeMinRupees, deliveryCharge);
