import type { QueryKey } from "@tanstack/react-query";
import { createElement, type ReactElement } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { wishlistQuery } from "@web/lib/api/wishlist";
import { ApiRequestError } from "@web/lib/api-client";
import { renderWithCache, sampleListing } from "@web/test/render-with-cache";
import { myProductsQuery } from "@web/lib/api/my-products";
import { MyProductsTab } from "@web/features/listings/components/my-products-tab";
import { SellerProductCard } from "@web/features/listings/components/seller-product-card";
import { WishlistTab } from "@web/features/wishlist/wishlist-tab";
import type { ProductStatus } from "@contract/product-states";

const product = sampleListing;

/** Inside the dashboard route, with a cache holding each query's failure. */
const render = (element: ReactElement, failures: QueryKey[] = []) =>
  renderWithCache(
    createElement(Router, { ssrPath: "/dashboard", children: element }),
    failures.map((key) => [key, new ApiRequestError(500, "500: Internal Server Error")]),
  );

describe("My Products card", () => {
  it("offers Edit on a listing that can still change, and not on a sold one", () => {
    expect(render(createElement(SellerProductCard, { product }))).toContain(`href="/edit-product/${product.id}"`);
    const sold = render(
      createElement(SellerProductCard, { product: { ...product, status: "sold", isAvailable: false } }),
    );
    expect(sold).not.toContain("/edit-product/");
    expect(sold).toContain(`href="/products/${product.id}?from=dashboard&amp;tab=products"`);
    expect(render(createElement(SellerProductCard, { product: { ...product, isAvailable: false } }))).not.toContain(
      "/edit-product/",
    );
  });
});

describe("My Products card state", () => {
  const badges = (status: ProductStatus, isAvailable: boolean) =>
    render(createElement(SellerProductCard, { product: { ...product, status, isAvailable } }))
      .match(/rounded-full px-2\.5[^>]*>([^<]+)</g)
      ?.map((tag) => tag.split(">")[1]!.slice(0, -1));
  it("shows one state for a listing that is not live, and availability only for a live one", () => {
    expect(badges("rejected", true)).toEqual(["Rejected"]);
    expect(badges("pending", true)).toEqual(["Pending approval"]);
    expect(badges("delisted", true)).toEqual(["Delisted"]);
    expect(badges("sold", false)).toEqual(["Sold"]);
    expect(badges("approved", true)).toEqual(["Approved", "Available"]);
  });
});

describe("dashboard tab failures (docs/product.md#messages)", () => {
  it("names what failed to load", () => {
    expect(render(createElement(WishlistTab, { userId: "u1" }), [wishlistQuery("u1").queryKey])).toContain(
      "Failed to fetch wishlist",
    );
    expect(render(createElement(MyProductsTab, { userId: "u1" }), [myProductsQuery("u1").queryKey])).toContain(
      "Failed to fetch products",
    );
  });
});
