import { createElement } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import type { Offer } from "@contract/offers";
import { amountError } from "@web/components/offers/offer-amount-dialog";
import { renderWithCache, sampleListing } from "@web/test/render-with-cache";
import { OfferCard } from "./components/offer-card";
import { SellerProductCard } from "./components/seller-product-card";

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
};

const render = (o: Offer, side: "seller" | "buyer") =>
  renderWithCache(
    createElement(Router, {
      ssrPath: "/dashboard",
      children: createElement(OfferCard, { offer: o, side, busy: false, onAction: () => undefined }),
    }),
    [],
  );

describe("offer card actions (part 2 §4: only where allowed)", () => {
  it("gives the seller Accept, Counter and Reject on a pending offer, and the buyer none", () => {
    const seller = render(offer, "seller");
    for (const label of ["Accept", "Counter", "Reject"]) expect(seller).toContain(`>${label}</button>`);
    expect(render(offer, "buyer")).not.toContain("</button>");
  });

  it("shows a counter as Negotiated, with Accept counter and Decline for the buyer only", () => {
    const countered = { ...offer, status: "countered" as const, counterAmount: 6000 };
    const buyer = render(countered, "buyer");
    expect(buyer).toContain("Negotiated");
    expect(buyer).toContain(">Accept counter</button>");
    expect(buyer).toContain(">Decline</button>");
    expect(render(countered, "seller")).not.toContain("</button>");
  });

  it("after acceptance the buyer sees Pay ₹X now at the agreed price, and nothing else acts", () => {
    const accepted = render({ ...offer, status: "accepted", counterAmount: 6000 }, "buyer");
    expect(accepted).toContain("Pay ₹6,000 now");
    expect(accepted).not.toContain("</button>");
    expect(render({ ...offer, status: "accepted" }, "buyer")).toContain("Pay ₹5,000 now");
    expect(render({ ...offer, status: "expired" }, "buyer")).not.toContain("Pay ");
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

describe("offer amount check (part 2 §5)", () => {
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
