import { describe, expect, it } from "vitest";
import { browseHref, priceRangeProblem, readBrowseParams } from "./browse-params";

describe("/browse parameters", () => {
  it("read every filter from the URL and write them back in one order", () => {
    const p = readBrowseParams(
      "?search=sofa&category=Home_Garden&minPrice=1000&maxPrice=20000&condition=like_new&city=Pune&sort=newest",
    );
    expect(p).toEqual({
      search: "sofa",
      category: "home_garden",
      minPrice: "1000",
      maxPrice: "20000",
      condition: "like_new",
      city: "Pune",
      sort: "newest",
    });
    expect(browseHref(p)).toBe(
      "/browse?search=sofa&category=home_garden&minPrice=1000&maxPrice=20000&condition=like_new&city=Pune&sort=newest",
    );
    expect(browseHref(readBrowseParams(""))).toBe("/browse");
  });

  it("drop what the server would refuse instead of sending it", () => {
    expect(readBrowseParams("?minPrice=abc&maxPrice=-5&condition=broken&sort=random&category=weapons")).toMatchObject({
      minPrice: "",
      maxPrice: "",
      condition: "",
      sort: "",
      category: undefined,
    });
    expect(readBrowseParams("?minPrice=5000&maxPrice=100")).toMatchObject({ minPrice: "5000", maxPrice: "" });
  });

  it("explain a price range that cannot be applied", () => {
    expect(priceRangeProblem("5000", "100")).toBe("Min price cannot be more than max price");
    expect(priceRangeProblem("1.5", "")).toBe("Min price must be a whole number of rupees");
    expect(priceRangeProblem("", "9e9")).toBe("Max price must be a whole number of rupees");
    expect(priceRangeProblem("100", "100")).toBeUndefined();
    expect(priceRangeProblem("", "")).toBeUndefined();
  });
});
