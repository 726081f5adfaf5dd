import { createElement } from "react";
import { Route, Router } from "wouter";
import { describe, expect, it } from "vitest";
import { renderWithCache, sampleListing } from "@web/test/render-with-cache";
import { ProductPage } from "./product-page";
import { Gallery } from "./components/gallery";
import { ProductFacts } from "./components/product-facts";

const product = {
  ...sampleListing,
  category: "electronics" as const,
  productType: "mobile",
  images: ["/uploads/a.jpg", "/uploads/b.jpg"],
};

const page = (language: "en" | "hi") =>
  renderWithCache(
    createElement(Router, {
      ssrPath: `/products/${product.id}`,
      children: createElement(Route, { path: "/products/:id", component: ProductPage }),
    }),
    [[["/api/products", product.id], product]],
    language,
  );

describe("the product page in Hindi (decision 0046)", () => {
  it("shows its own words in Hindi, the seller's title as typed", () => {
    const hi = page("hi");
    expect(hi).toContain("Godrej steel almirah");
    expect(hi).toContain("उपलब्ध");
    expect(hi).not.toContain(">Available<");
  });

  it("names the photos and the product type in Hindi", () => {
    const gallery = renderWithCache(
      createElement(Gallery, { productId: product.id, images: product.images, title: product.title }),
      [],
      "hi",
    );
    expect(gallery).toContain("फ़ोटो 1 / 2 पूरी स्क्रीन पर खोलें");
    expect(gallery).toContain("Godrej steel almirah, फ़ोटो 2");
    expect(gallery).toContain("फ़ोटो 2 दिखाएँ");
    const facts = renderWithCache(createElement(ProductFacts, { product }), [], "hi");
    expect(facts).toContain("मोबाइल फ़ोन");
    expect(renderWithCache(createElement(ProductFacts, { product }), [], "en")).toContain("Mobile Phone");
  });
});
