import { createElement } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import type { Offer } from "@contract/offers";
import { amountError } from "@web/features/offers/components/offer-amount-dialog";
import { renderWithCache, sampleListing } from "@web/test/render-with-cache";
import { OfferCard } from "./components/offer-card";
import { SellerProductCard } from "@web/features/listings/components/seller-product-card";

const offer: Offer = {
  id: "7a1b2c3d-0000-4000-8000-000000000001",
  productId: sampleListing.id,
  buyerId: "b1",
  sellerId: "s1",
  amount: 5000,
  counterAmount: null,
  message: "Can collect on Sunday.",
  status: "pending",
  expiresAt: "2026-11-03T10:00:00.000Z",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  product: { id: sampleListing.id, title: "Godrej steel almirah", price: 6500, thumbnail: null },
  otherPartyUsername: "bina_1",
  orderId: null,
  orderNumber: null,
  payTotal: null,
};

const render = (o: Offer, side: "seller" | "buyer") =>
  renderWithCache(
    createElement(Router, {
      ssrPath: "/dashboard",
      children: createElement(OfferCard, { offer: o, side, busy: false, onAction: () => undefined }),
    }),
    [],
  );

describe("offer card actions (docs/product.md#offers: only where allowed)", () => {
  it("gives the seller Accept, Counter and Reject on a pending offer, and the buyer only Withdraw", () => {
    const seller = render(offer, "seller");
    for (const label of ["Accept", "Counter", "Reject"]) expect(seller).toContain(`>${label}</button>`);
    expect(render(offer, "buyer").match(/<\/button>/g)).toHaveLength(1);
  });

  it("shows a counter as Negotiated, with Accept counter and Decline for the buyer only", () => {
    const countered = { ...offer, status: "countered" as const, counterAmount: 6000 };
    const buyer = render(countered, "buyer");
    expect(buyer).toContain("Negotiated");
    expect(buyer).toContain(">Accept counter</button>");
    expect(buyer).toContain(">Decline</button>");
    expect(buyer).toContain(">Withdraw</button>");
    expect(render(countered, "seller")).not.toContain("</button>");
  });

  it("after acceptance the buyer sees the server's total with fee and delivery, and nothing else acts", () => {
    const accepted = render({ ...offer, status: "accepted", counterAmount: 6000, payTotal: 6230 }, "buyer");
    expect(accepted).toContain("Pay ₹6,230 (offer ₹6,000 + fee and delivery)");
    expect(accepted).not.toContain("</button>");
    expect(render({ ...offer, status: "accepted", payTotal: 5200 }, "buyer")).toContain(
      "Pay ₹5,200 (offer ₹5,000 + fee and delivery)",
    );
    expect(render({ ...offer, status: "expired" }, "buyer")).not.toContain("Pay ");
  });

  it("a paid offer names its order for both sides, with no pay button", () => {
    const paid = { ...offer, status: "accepted" as const, orderId: "o-1", orderNumber: 100001 };
    for (const side of ["buyer", "seller"] as const) {
      const html = render(paid, side);
      expect(html).toMatch(/Paid · Order #(<!-- -->)?100001/);
      expect(html).toContain('href="/track-orders/o-1"');
      expect(html).not.toContain("Pay ");
      expect(html).not.toContain("waiting for the buyer to pay");
    }
  });

  it("the buyer may withdraw a pending or countered offer", () => {
    expect(render(offer, "buyer")).toContain(">Withdraw</button>");
    expect(render({ ...offer, status: "countered", counterAmount: 6000 }, "buyer")).toContain(">Withdraw</button>");
    expect(render({ ...offer, status: "withdrawn" }, "buyer")).not.toContain("</button>");
  });
});

describe("seller product card", () => {
  it("shows Offer Received and a button to the Offers tab when offers wait for an answer", () => {
    const none = renderWithCache(
      createElement(Router, {
        ssrPath: "/dashboard",
        children: createElement(SellerProductCard, { product: sampleListing }),
      }),
      [],
    );
    expect(none).not.toContain("Offer Received");
    const two = renderWithCache(
      createElement(Router, {
        ssrPath: "/dashboard",
        children: createElement(SellerProductCard, { product: sampleListing, pendingOffers: 2 }),
      }),
      [],
    );
    expect(two).toContain("Offer Received");
    expect(two).toContain('href="/dashboard?tab=offers"');
    expect(two).toContain("2 offers");
  });
});

describe("offer amount check (docs/product.md#offers)", () => {
  const messages = { required: "Amount is required", invalid: "Amount must be a positive number" };
  it.each([
    ["", "Amount is required"],
    ["0", "Amount must be a positive number"],
    ["abc", "Amount must be a positive number"],
    ["1.5", "Amount must be a whole number of rupees"],
    ["6500", "Must be below ₹6,500"],
    ["4000", "Must be above ₹5,000"],
    ["5500", undefined],
  ])("%j -> %j", (text, expected) => {
    expect(amountError(text, { above: 5000, below: 6500 }, messages)).toBe(expected);
  });
});
