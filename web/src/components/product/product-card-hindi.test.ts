import { createElement } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { renderWithCache, sampleListing } from "@web/test/render-with-cache";
import { SearchBox } from "@web/components/search/search-box";
import { ProductCard } from "./product-card";

describe("the product card and search box in Hindi (decision 0046)", () => {
  it("shows a card's condition, sold badge and wishlist heart in Hindi, the title as typed", () => {
    const html = renderWithCache(
      createElement(Router, {
        ssrPath: "/browse",
        children: createElement(ProductCard, { product: { ...sampleListing, isAvailable: false } }),
      }),
      [],
      "hi",
    );
    expect(html).toContain("Godrej steel almirah");
    expect(html).toContain("₹6,500");
    expect(html).toContain("Godrej steel almirah को विशलिस्ट में जोड़ें");
    expect(html).not.toMatch(/>(Sold|Good)</);
  });

  it("asks what to search for in Hindi", () => {
    const html = renderWithCache(createElement(SearchBox, { onSubmit: () => undefined }), [], "hi");
    expect(html).not.toContain("Search phones");
    expect(html).toMatch(/placeholder="[^"]*[\u0900-\u097F]/);
  });
});
