import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@web/lib/api-client";
import { renderWithCache } from "@web/test/render-with-cache";
import { marketplaceStatsQuery } from "./api/marketplace-stats";
import { MarketingFigures } from "./components/marketing-figures";

const render = (answer: unknown) =>
  renderWithCache(createElement(MarketingFigures), [[marketplaceStatsQuery().queryKey, answer]]);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the home page's figures", () => {
  it("are the server's counts, in en-IN digits", () => {
    const html = text(render({ listingsSold: 12345, verifiedSellers: 1 }));
    // The label comes first in the markup (dt, dd); the figure shows above it.
    expect(html).toContain("listings sold 12,345");
    expect(html).toContain("verified seller 1 ");
  });

  it("leave out a count still at zero, and claim nothing when the counts fail to load", () => {
    expect(text(render({ listingsSold: 0, verifiedSellers: 7 }))).not.toContain("sold");
    expect(render(new ApiRequestError(500, "500: Internal Server Error"))).toBe("");
  });

  it("are not shown at all while every count is zero", () => {
    expect(render({ listingsSold: 0, verifiedSellers: 0 })).toBe("");
  });
});
