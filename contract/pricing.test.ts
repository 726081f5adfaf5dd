import { describe, expect, it } from "vitest";
import { type CouponTerms, priceBreakdown } from "./pricing";

const coupon = (terms: Partial<CouponTerms>): CouponTerms => ({
  discountType: "percentage",
  discountValue: 0,
  eliminateFees: false,
  eliminateDelivery: false,
  maxDiscountAmount: null,
  ...terms,
});

describe("priceBreakdown", () => {
  it.each([
    // price, fee (3 % half-up), total
    [1, 0, 51],
    [16, 0, 66],
    [17, 1, 68],
    [33, 1, 84],
    [50, 2, 102],
    [99_999, 3_000, 103_049],
  ])("₹%i: fee ₹%i, total ₹%i", (price, fee, total) => {
    const b = priceBreakdown(price);
    expect(b).toEqual({
      productPrice: price,
      buyerFee: fee,
      deliveryCharge: 50,
      couponDiscount: 0,
      total,
      saved: 0,
      sellerFee: fee,
    });
  });

  it.each([
    ["10 % of ₹9,000", 9_000, coupon({ discountValue: 10 }), { couponDiscount: 900, total: 8_420, saved: 900 }],
    [
      "10 % capped at ₹500",
      9_000,
      coupon({ discountValue: 10, maxDiscountAmount: 500 }),
      { couponDiscount: 500, total: 8_820, saved: 500 },
    ],
    ["12.5 % of ₹17 rounds half-up", 17, coupon({ discountValue: 12.5 }), { couponDiscount: 2, total: 66 }],
    ["100 % never exceeds the price", 700, coupon({ discountValue: 100 }), { couponDiscount: 700, total: 71 }],
    [
      "flat ₹200",
      1_000,
      coupon({ discountType: "flat", discountValue: 200 }),
      { couponDiscount: 200, total: 880, saved: 200 },
    ],
    [
      "flat above the price is the price",
      150,
      coupon({ discountType: "flat", discountValue: 500 }),
      { couponDiscount: 150, total: 55 },
    ],
    [
      "flat capped by maxDiscountAmount",
      1_000,
      coupon({ discountType: "flat", discountValue: 300, maxDiscountAmount: 100 }),
      { couponDiscount: 100 },
    ],
    [
      "no_fees with eliminateFees",
      1_000,
      coupon({ discountType: "no_fees", eliminateFees: true }),
      { buyerFee: 0, couponDiscount: 0, total: 1_050, saved: 30, sellerFee: 30 },
    ],
    [
      "eliminateDelivery",
      1_000,
      coupon({ discountType: "no_fees", eliminateDelivery: true }),
      { deliveryCharge: 0, total: 1_030, saved: 50 },
    ],
    [
      "percentage with both waivers",
      1_000,
      coupon({ discountValue: 5, eliminateFees: true, eliminateDelivery: true }),
      { buyerFee: 0, deliveryCharge: 0, couponDiscount: 50, total: 950, saved: 130 },
    ],
  ])("%s", (_, price, terms, expected) => {
    expect(priceBreakdown(price, terms)).toMatchObject(expected);
  });

  it("refuses prices that are not whole rupees >= 1", () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      expect(() => priceBreakdown(bad)).toThrow(RangeError);
    }
  });
});
