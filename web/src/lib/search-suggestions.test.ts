import { describe, expect, it } from "vitest";
import { browseUrl, searchSuggestionsQuery } from "./search-suggestions";

describe("search suggestions (docs/product.md#search)", () => {
  it("adds the detected category to the browse URL, and trims the text", () => {
    expect(browseUrl("  kitchen table ", "home_garden")).toBe("/browse?search=kitchen+table&category=home_garden");
    expect(browseUrl("harmonium")).toBe("/browse?search=harmonium");
    expect(browseUrl("फ़ोन", null)).toBe(`/browse?search=${encodeURIComponent("फ़ोन")}`);
  });
  it("asks the server once for the same text however it was spaced around", () => {
    expect(searchSuggestionsQuery(" mobail ").queryKey).toEqual(searchSuggestionsQuery("mobail").queryKey);
  });
});
