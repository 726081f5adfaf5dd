import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { SavedAddress } from "@contract/addresses";
import { priceBreakdown } from "@contract/pricing";
import { renderWithCache, sampleListing } from "@web/test/render-with-cache";
import { CheckoutProductCard } from "./components/checkout-product-card";
import { PriceBreakdownCard } from "./components/price-breakdown-card";
import { SavedAddressList } from "./components/saved-address-list";

const welcome10 = {
  discountType: "percentage" as const,
  discountValue: 10,
  eliminateFees: false,
  eliminateDelivery: false,
  maxDiscountAmount: 500,
};

describe("the order summary's price breakdown (docs/product.md#checkout)", () => {
  it("lists price, fee, delivery and total, and no discount or saving without a coupon", () => {
    const html = renderWithCache(createElement(PriceBreakdownCard, { breakdown: priceBreakdown(6500) }));
    for (const text of ["Product Price", "₹6,500", "Platform Fees", "₹195", "Delivery Charges", "₹50", "₹6,745"])
      expect(html).toContain(text);
    expect(html).not.toContain("Coupon Discount");
    expect(html).not.toContain("You saved");
  });

  it("shows the coupon's discount, the new total and what was saved", () => {
    const html = renderWithCache(createElement(PriceBreakdownCard, { breakdown: priceBreakdown(6500, welcome10) }));
    expect(html).toContain("Coupon Discount");
    expect(html).toContain("−₹500");
    expect(html).toContain("₹6,245");
    expect(html).toContain("You saved ₹500!");
  });

  it("says Free for a waived fee and delivery, and counts them as saved", () => {
    const html = renderWithCache(
      createElement(PriceBreakdownCard, {
        breakdown: priceBreakdown(1000, {
          ...welcome10,
          discountType: "no_fees",
          discountValue: 0,
          eliminateFees: true,
          eliminateDelivery: true,
        }),
      }),
    );
    expect(html.match(/>Free</g)).toHaveLength(2);
    expect(html).toContain("You saved ₹80!");
  });
});

describe("the checkout's item card", () => {
  it("shows the accepted offer's price beside the struck-out listing price", () => {
    const html = renderWithCache(createElement(CheckoutProductCard, { product: sampleListing, price: 6000 }));
    expect(html).toContain("₹6,000");
    expect(html).toContain("<s>₹6,500</s>");
    expect(renderWithCache(createElement(CheckoutProductCard, { product: sampleListing, price: 6500 }))).not.toContain(
      "<s>",
    );
  });
});

describe("saved addresses", () => {
  const addresses: SavedAddress[] = [
    {
      id: "a1",
      name: "Asha Rao",
      phone: "9876543210",
      line1: "12 MG Road",
      line2: null,
      landmark: "Near the metro",
      pincode: "560001",
      city: "Bengaluru",
      state: "Karnataka",
      isDefault: true,
    },
    {
      id: "a2",
      name: null,
      phone: null,
      line1: "4 Park Street",
      line2: null,
      landmark: null,
      pincode: "700016",
      city: "Kolkata",
      state: "West Bengal",
      isDefault: false,
    },
  ];

  it("is a radio group with the chosen one checked, a Default badge and a labelled delete for each", () => {
    const html = renderWithCache(
      createElement(SavedAddressList, {
        userId: "u1",
        addresses,
        selectedId: "a2",
        onSelect: () => undefined,
        onEdit: () => undefined,
      }),
    );
    expect(html).toContain('role="radiogroup"');
    expect(html.match(/aria-checked="true"/g)).toHaveLength(1);
    const checked = html.split("<li").find((item) => item.includes('aria-checked="true"'));
    expect(checked).toContain("4 Park Street");
    expect(html.match(/>Default</g)).toHaveLength(1);
    expect(html).toContain('aria-label="Delete address 12 MG Road"');
    expect(html).toContain("Near the metro, Bengaluru, Karnataka - 560001");
    expect(html).toContain("Asha Rao · 9876543210");
    // The older address without a recipient asks for one, and every address can be edited.
    expect(html.match(/Add the recipient&#x27;s name and phone/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Edit address 4 Park Street"');
  });
});
