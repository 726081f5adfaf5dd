import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import type { OwnerProduct } from "@contract/products";
import { wishlistQuery } from "@web/components/wishlist/wishlist-api";
import { ApiRequestError } from "@web/lib/api-client";
import { myProductsQuery } from "./api/my-products";
import { MyProductsTab } from "./components/my-products-tab";
import { SellerProductCard } from "./components/seller-product-card";
import { WishlistTab } from "./components/wishlist-tab";

const product: OwnerProduct = {
  id: "0b6e8a36-4a7e-4c8e-9d3b-2f1a5c6d7e8f",
  title: "Godrej steel almirah",
  description: "Sturdy, with locker.",
  price: 6500,
  category: "home_garden",
  images: [],
  sellerId: "s1",
  status: "approved",
  isAvailable: true,
  productType: null,
  brand: null,
  ram: null,
  storage: null,
  condition: "good",
  hasBill: false,
  billPhoto: null,
  city: "Kolkata",
  state: "West Bengal",
  videoUrl: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  addressLine1: "4 Park Street",
  addressLine2: null,
  landmark: null,
  pincode: "700016",
  selectedBankAccountId: null,
  rejectionReason: null,
  editRequests: null,
  hasPendingEdit: false,
};

/** A server render inside the dashboard route, with a cache holding each query's failure (no fetch happens). */
function render(element: ReactElement, failures: QueryKey[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  for (const queryKey of failures) {
    client.getQueryCache().build(client, { queryKey }).setState({ status: "error", error: new ApiRequestError(500, "500: Internal Server Error"), fetchStatus: "idle" } as never);
  }
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(Router, { ssrPath: "/dashboard", children: element })));
}

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
