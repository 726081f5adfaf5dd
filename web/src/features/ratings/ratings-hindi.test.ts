import { createElement } from "react";
import { Route, Router } from "wouter";
import { describe, expect, it } from "vitest";
import type { OrderRating, SellerProfile } from "@contract/ratings";
import { renderWithCache } from "@web/test/render-with-cache";
import { orderRatingKey } from "./api/order-rating";
import { sellerProfileQuery } from "./api/seller-profile";
import { RateOrder } from "./components/rate-order";
import { monthYear } from "./month-year";
import { SellerProfilePage } from "./seller-profile-page";

const profile: SellerProfile = {
  id: "s1",
  username: "asha_r",
  firstName: "Asha",
  city: "Pune",
  memberSince: "November 2026",
  badges: { emailVerified: true, mobileVerified: true, bankAccountVerified: false },
  rating: { average: 4.5, count: 2, counts: [0, 0, 0, 1, 1] },
  itemsSold: 3,
  responseRate: 90,
  responseHours: 1,
  activeListings: 0,
  reviews: {
    reviews: [{ rating: 5, comment: "Smooth deal", raterFirstName: "Ravi", month: "October 2026" }],
    total: 1,
  },
};

const sellerPage = (language: "en" | "hi") =>
  renderWithCache(
    createElement(Router, {
      ssrPath: "/sellers/asha_r",
      children: createElement(Route, { path: "/sellers/:username", component: SellerProfilePage }),
    }),
    [[sellerProfileQuery("asha_r").queryKey, profile]],
    language,
  );

describe("ratings and the seller page in Hindi (decision 0046)", () => {
  it("shows the public seller page in Hindi, months in Hindi month names", () => {
    const hi = sellerPage("hi");
    for (const text of [
      "Dobara पर Asha",
      "नवंबर 2026 से सदस्य",
      "ईमेल वेरिफ़ाइड",
      "बिके सामान",
      "90% एक दिन के अंदर",
      "1 घंटा",
      "Asha के पास अभी बेचने के लिए कुछ नहीं है।",
      "रिव्यू",
      "अक्टूबर 2026",
    ])
      expect(hi).toContain(text);
    expect(hi).not.toContain("Member since");
    const en = sellerPage("en");
    for (const text of ["Asha on Dobara", "Member since November 2026", "an hour", "October 2026"])
      expect(en).toContain(text);
  });

  it("asks for a rating in Hindi", () => {
    const rating: OrderRating = { mine: null, theirs: null, canRate: true };
    const html = renderWithCache(
      createElement(RateOrder, { orderId: "o1", other: "seller" }),
      [[orderRatingKey("o1"), rating]],
      "hi",
    );
    for (const text of ["विक्रेता को रेटिंग दें", "विक्रेता कैसा रहा?", "5 स्टार", "रेटिंग भेजें", "विक्रेता ने आपको जो रेटिंग दी"])
      expect(html).toContain(text);
  });

  it("leaves a month it cannot read as it came", () => {
    expect(monthYear("sometime", "hi")).toBe("sometime");
    expect(monthYear("March 2025", "en")).toBe("March 2025");
  });
});
