import { createElement } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import type { Offer } from "@contract/offers";
import { renderWithCache, sampleListing } from "@web/test/render-with-cache";
import { OfferCard } from "./components/offer-card";
import { RecentOffers } from "./components/recent-offers";

const offer: Offer = {
  id: "7a1b2c3d-0000-4000-8000-000000000001",
  productId: sampleListing.id,
  buyerId: "b1",
  sellerId: "s1",
  amount: 5000,
  counterAmount: null,
  message: null,
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
    "hi",
  );

describe("offers in Hindi (decision 0046)", () => {
  it("gives the seller Accept, Counter and Reject in Hindi, with the status and a Hindi date", () => {
    const html = render(offer, "seller");
    for (const text of [
      ">स्वीकार करें</button>",
      ">काउंटर</button>",
      ">अस्वीकार करें</button>",
      "जवाब बाकी",
      "bina_1 से",
      "नवंबर",
    ])
      expect(html).toContain(text);
    expect(html).not.toContain("Listed at");
  });

  it("shows a counter as मोलभाव जारी and the buyer's pay button with the server's total", () => {
    expect(render({ ...offer, status: "countered", counterAmount: 6000 }, "buyer")).toContain("मोलभाव जारी");
    expect(render({ ...offer, status: "accepted", counterAmount: 6000, payTotal: 6230 }, "buyer")).toContain(
      "₹6,230 का पेमेंट करें (ऑफ़र ₹6,000 + फ़ीस और डिलीवरी)",
    );
  });

  it("lists a listing's recent offers in Hindi", () => {
    const html = renderWithCache(
      createElement(Router, {
        ssrPath: "/products/x",
        children: createElement(RecentOffers, { productId: sampleListing.id, isOwner: true }),
      }),
      [],
      "hi",
    );
    expect(html).toContain("हाल के ऑफ़र");
    expect(html).toContain("सभी ऑफ़र");
    expect(html).toContain("ऑफ़र लोड हो रहे हैं...");
  });
});
