import type { QueryKey } from "@tanstack/react-query";
import { createElement, type ReactElement } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { wishlistQuery } from "@web/components/wishlist/wishlist-api";
import { ApiRequestError } from "@web/lib/api-client";
import { renderWithCache, sampleListing } from "@web/test/render-with-cache";
import { myProductsQuery } from "./api/my-products";
import { MyProductsTab } from "./components/my-products-tab";
import { SellerProductCard } from "./components/seller-product-card";
import { WishlistTab } from "./components/wishlist-tab";

const product = sampleListing;

/** Inside the dashboard route, with a cache holding each query's failure. */
const render = (element: ReactElement, failures: QueryKey[] = []) =>
  renderWithCache(createElement(Router, { ssrPath: "/dashboard", children: element }), failures.map((key) => [key, new ApiRequestError(500, "500: Internal Server Error")]));

describe("My Products card", () => {
  it("offers Edit on a listing that can still change, and not on a sold one", () => {
    expect(render(createElement(SellerProductCard, { product }))).toContain(`href="/edit-product/${product.id}"`);
    const sold = render(createElement(SellerProductCard, { product: { ...product, status: "sold", isAvailable: false } }));
    expect(sold).not.toContain("/edit-product/");
    expect(sold).toContain(`href="/products/${product.id}?from=dashboard&amp;tab=products"`);
    expect(render(createElement(SellerProductCard, { product: { ...product, isAvailable: false } }))).not.toContain("/edit-product/");
  });
});

describe("dashboard tab failures (part 2 §8)", () => {
  it("names what failed to load", () => {
    expect(render(createElement(WishlistTab, { userId: "u1" }), [wishlistQuery("u1").queryKey])).toContain("Failed to fetch wishlist");
    expect(render(createElement(MyProductsTab, { userId: "u1" }), [myProductsQuery("u1").queryKey])).toContain("Failed to fetch products");
  });
});
