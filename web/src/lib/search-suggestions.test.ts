import { describe, expect, it } from "vitest";
import { browseUrl, detectCategory, suggest } from "./search-suggestions";

describe("search suggestions (docs/product.md#search)", () => {
  it("needs two characters and shows at most six", () => {
    expect(suggest("p")).toEqual([]);
    expect(suggest("ph")).toEqual(["phones", "headphones"]);
    expect(suggest("s")).toEqual([]);
    expect(suggest("es")).toEqual(["phones", "headphones", "watches", "shoes", "fitness", "ball games"]);
    // Seven keywords are inside this text; the seventh is cut.
    expect(suggest("phones laptops tablets headphones cameras tvs watches")).toEqual([
      "phones",
      "laptops",
      "tablets",
      "headphones",
      "cameras",
      "tvs",
    ]);
  });
  it("matches both ways, ignoring case", () => {
    expect(suggest("LAPTOP")).toContain("laptops");
    expect(suggest("old phones for sale")).toContain("phones");
  });
  it("detects the category of a search and adds it to the browse URL", () => {
    expect(detectCategory("Old phones")).toBe("electronics");
    // A brand is not a category: a Samsung fridge must not be hidden behind an electronics filter.
    expect(detectCategory("Samsung")).toBeUndefined();
    expect(detectCategory("yoga mat")).toBe("sports");
    expect(detectCategory("harmonium")).toBeUndefined();
    expect(browseUrl("  kitchen table ")).toBe("/browse?search=kitchen+table&category=home_garden");
    expect(browseUrl("harmonium")).toBe("/browse?search=harmonium");
  });
});
