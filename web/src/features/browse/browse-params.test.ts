import { describe, expect, it } from "vitest";
import {
  browseHref,
  browsePagesShown,
  MAX_BROWSE_PAGES,
  nextBrowsePageHref,
  priceRangeProblem,
  readBrowseParams,
} from "./browse-params";

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

describe("Load More as a link", () => {
  it("points at the next page with the same filters, which the server renders whole", () => {
    const p = readBrowseParams("?category=books&sort=newest&page=2");
    expect(nextBrowsePageHref(p, 2)).toBe("/browse?category=books&sort=newest&page=3");
    expect(nextBrowsePageHref(readBrowseParams(""), 1)).toBe("/browse?page=2");
    expect(nextBrowsePageHref(p, MAX_BROWSE_PAGES)).toBeUndefined();
  });

  it("reads how many pages to render, within 1 and the cap", () => {
    expect(browsePagesShown("?page=3")).toBe(3);
    expect(browsePagesShown("")).toBe(1);
    for (const bad of ["?page=0", "?page=-2", "?page=abc", "?page=2.5", "?page=1e3"])
      expect(browsePagesShown(bad), bad).toBe(1);
    expect(browsePagesShown("?page=999")).toBe(MAX_BROWSE_PAGES);
  });
});
