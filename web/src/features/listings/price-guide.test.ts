import type { QueryKey } from "@tanstack/react-query";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderWithCache } from "@web/test/render-with-cache";
import { priceGuideQuery, productPriceGuideQuery } from "./api/price-guide";
import { PriceGuideHint } from "./components/price-guide-hint";
import { PricePosition } from "./components/price-position";
import { guideKind, priceStanding } from "./components/price-standing";

const GUIDE = { low: 12000, median: 15000, high: 18500, sampleSize: 23 };
const FEW = { low: null, median: null, high: null, sampleSize: 4 };
const CHOICES = { category: "electronics", productType: "mobile", brand: "Samsung", otherBrand: "", condition: "good" };
const KIND = { category: "electronics", productType: "mobile", brand: "Samsung", condition: "good" } as const;

/** What a reader sees: the word joiners that keep a range on one line are invisible. */
const seen = (html: string) => html.replaceAll("\u2060", "");

describe("the price guide on the web (docs/product.md#price-guide)", () => {
  it("places a price below, within or above the range, and nowhere without enough sales", () => {
    expect(priceStanding(11999, GUIDE)).toBe("below");
    expect(priceStanding(12000, GUIDE)).toBe("within");
    expect(priceStanding(18500, GUIDE)).toBe("within");
    expect(priceStanding(18501, GUIDE)).toBe("above");
    expect(priceStanding(15000, FEW)).toBeUndefined();
    expect(priceStanding(15000, undefined)).toBeUndefined();
  });

  it("asks only once category, type, brand and condition are chosen, Other's typed name as the brand", () => {
    expect(guideKind(CHOICES)).toEqual(KIND);
    expect(guideKind({ ...CHOICES, brand: "" })).toBeUndefined();
    expect(guideKind({ ...CHOICES, productType: "" })).toBeUndefined();
    expect(guideKind({ ...CHOICES, category: "" })).toBeUndefined();
    expect(guideKind({ ...CHOICES, condition: "" })).toBeUndefined();
    expect(guideKind({ ...CHOICES, brand: "Other", otherBrand: "  " })).toBeUndefined();
    expect(guideKind({ ...CHOICES, brand: "Other", otherBrand: " Tecno " })).toEqual({ ...KIND, brand: "Tecno" });
  });

  it("keeps a range on one line: word joiners at its dash", () => {
    const html = renderWithCache(createElement(PriceGuideHint, { values: CHOICES }), [
      [priceGuideQuery(KIND).queryKey, GUIDE],
    ]);
    expect(html).toContain("₹12,000\u2060–\u2060₹18,500");
  });

  it("shows the listing form's range in rupees with Indian grouping, in English and Hindi", () => {
    const cache: [QueryKey, unknown][] = [[priceGuideQuery(KIND).queryKey, GUIDE]];
    const en = seen(renderWithCache(createElement(PriceGuideHint, { values: CHOICES }), cache));
    expect(en).toContain("Similar items sold for ₹12,000–₹18,500");
    expect(en).toContain("From 23 sales in the last 180 days");
    const hi = seen(renderWithCache(createElement(PriceGuideHint, { values: CHOICES }), cache, "hi"));
    expect(hi).toContain("मिलते-जुलते सामान ₹12,000–₹18,500 में बिके");
    expect(hi).toContain("23 बिक्रियों");
    const few: [QueryKey, unknown][] = [[priceGuideQuery(KIND).queryKey, FEW]];
    expect(renderWithCache(createElement(PriceGuideHint, { values: CHOICES }), few)).toBe("");
  });

  it("tells the product page where the price sits, and says nothing without enough sales", () => {
    const id = "0b6e8a36-4a7e-4c8e-9d3b-2f1a5c6d7e8f";
    const cache: [QueryKey, unknown][] = [[productPriceGuideQuery(id).queryKey, GUIDE]];
    const lakh = { ...GUIDE, low: 100000, high: 250000 };
    expect(seen(renderWithCache(createElement(PricePosition, { productId: id, price: 20000 }), cache))).toContain(
      "Above what similar items sold for (₹12,000–₹18,500)",
    );
    expect(renderWithCache(createElement(PricePosition, { productId: id, price: 15000 }), cache, "hi")).toContain(
      "सही कीमत",
    );
    expect(
      seen(
        renderWithCache(createElement(PricePosition, { productId: id, price: 90000 }), [
          [productPriceGuideQuery(id).queryKey, lakh],
        ]),
      ),
    ).toContain("Below what similar items sold for (₹1,00,000–₹2,50,000)");
    const few: [QueryKey, unknown][] = [[productPriceGuideQuery(id).queryKey, FEW]];
    expect(renderWithCache(createElement(PricePosition, { productId: id, price: 15000 }), few)).toBe("");
  });
});
