import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderWithCache as renderToStaticMarkup, sampleListing } from "@web/test/render-with-cache";
import { ProductFacts } from "./components/product-facts";

describe("product facts", () => {
  it("offers the bill photo only when the server sent it (to the seller or an admin)", () => {
    const owner = renderToStaticMarkup(
      createElement(ProductFacts, {
        product: { ...sampleListing, hasBill: true, billPhoto: "/uploads/bill/b1/full.webp" },
      }),
    );
    expect(owner).toContain('href="/uploads/bill/b1/full.webp"');
    const buyer = renderToStaticMarkup(
      createElement(ProductFacts, { product: { ...sampleListing, hasBill: true, billPhoto: null } }),
    );
    expect(buyer).toContain("Available");
    expect(buyer).not.toContain("View bill photo");
    expect(renderToStaticMarkup(createElement(ProductFacts, { product: sampleListing }))).toContain("Not available");
  });

  it("reads in Hindi on a Hindi page", () => {
    const html = renderToStaticMarkup(createElement(ProductFacts, { product: sampleListing }), [], "hi");
    expect(html).toContain("कैटेगरी");
    expect(html).toContain("उपलब्ध नहीं");
    expect(html).not.toContain("Not available");
  });
});
