import { createElement } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@web/lib/api-client";
import { renderWithCache, sampleListing } from "@web/test/render-with-cache";
import type { AdminProduct } from "./api/admin-product";
import { moderationFailureToast, type ModerationAction } from "./api/moderate-product";
import {
  approvedProductsQuery,
  listingsCountQuery,
  listingsPageQuery,
  pendingProductsQuery,
} from "./api/moderation-lists";
import { ApprovedTab } from "./approved-tab";
import { ListingsTab } from "./listings-tab";
import { PendingTab } from "./pending-tab";
import { PRODUCT_STATUSES, type ProductStatus } from "@contract/product-states";

const product = { ...sampleListing, status: "pending" as const };
const row = (extra: Partial<AdminProduct> = {}): AdminProduct => ({
  ...product,
  sellerName: "Seller",
  sellerUsername: "seller",
  sellerMobile: "9876543210",
  ...extra,
});

const render = renderWithCache;

describe("admin failure toasts (docs/product.md#messages)", () => {
  const titles: [ModerationAction, string][] = [
    [{ kind: "approve" }, "Failed to approve product"],
    [{ kind: "reject", reason: "x" }, "Failed to reject product"],
    [{ kind: "request-edit", editRequests: "x" }, "Failed to edit product"],
    [{ kind: "delist" }, "Failed to delist product"],
    [{ kind: "delete" }, "Failed to delete product"],
    [{ kind: "sold" }, "Failed to mark as sold"],
  ];
  it.each(titles)("%o fails with its own title and the server's reason", (action, title) => {
    const conflict = new ApiRequestError(409, "Only approved listings can be deleted; this one is pending.");
    expect(moderationFailureToast(action, conflict)).toEqual({
      title,
      description: "Only approved listings can be deleted; this one is pending.",
      variant: "destructive",
    });
    expect(
      moderationFailureToast(action, new ApiRequestError(0, "Failed to fetch: check your connection and try again.")),
    ).toMatchObject({ title, description: "Please try again." });
  });
});

/** The Listings tab at the given query string (page=2 is the second page). */
const inListings = (search: string) =>
  createElement(Router, { ssrPath: "/admin-panel", ssrSearch: search, children: createElement(ListingsTab) });
const listingRow = (n: number, status: ProductStatus, isAvailable = true) => ({
  ...row({ id: `l-${n}`, title: `Listing ${n}`, status, isAvailable }),
  bankAccountId: null,
  accountHolderName: null,
  bankName: null,
  ifscCode: null,
  accountNumber: null,
  isBankVerified: false,
});

describe("admin Listings tab", () => {
  it("names each state in words, not the API's status names", () => {
    const states = PRODUCT_STATUSES;
    const html = render(inListings("tab=listings"), [
      [listingsPageQuery(0).queryKey, states.map((status, i) => listingRow(i, status))],
    ]);
    const badges = [...html.matchAll(/rounded-full px-2\.5 py-0\.5 text-xs font-semibold [^"]*">([^<]+)</g)].map(
      (m) => m[1],
    );
    expect(badges).toEqual(["Awaiting review", "Live", "Rejected", "Sold", "Delisted"]);
  });

  it("shows a page at a time, with where it is and links to the pages around it", () => {
    const second = Array.from({ length: 20 }, (_, i) => listingRow(20 + i, "approved"));
    const html = render(inListings("tab=listings&page=2"), [
      [listingsPageQuery(1).queryKey, second],
      [listingsCountQuery.queryKey, { total: 44 }],
    ]);
    expect(html.match(/<article/g)).toHaveLength(20);
    expect(html).toContain("Showing 21–40 of 44 · page 2 of 3");
    expect(html).toContain('href="?tab=listings&amp;page=1"');
    expect(html).toContain('href="?tab=listings&amp;page=3"');
  });
});

describe("admin lists", () => {
  it("offers Request Edit on new listings only, not on edits of live listings", () => {
    const html = render(createElement(PendingTab), [
      [
        pendingProductsQuery.queryKey,
        [
          row({ title: "New almirah" }),
          row({
            id: "live-1",
            title: "Live almirah",
            status: "approved",
            hasPendingEdit: true,
            modification: { id: "m1", requestedAt: "2026-11-02T10:00:00.000Z", title: "Live almirah (price drop)" },
          }),
        ],
      ],
    ]);
    expect(html).toContain("Edit of live listing");
    expect(html.match(/Request Edit/g)).toHaveLength(1);
    expect(html.match(/Approve/g)).toHaveLength(2);
  });

  it("shows the photos of an edit old and new side by side, each opening the full photo", () => {
    const photo = (n: number) => `/uploads/products/p${n}/full.webp`;
    const html = render(createElement(PendingTab), [
      [
        pendingProductsQuery.queryKey,
        [
          row({
            id: "live-2",
            title: "Live cycle",
            status: "approved",
            hasPendingEdit: true,
            images: [photo(1), photo(2)],
            modification: { id: "m2", requestedAt: "2026-11-02T10:00:00.000Z", images: [photo(2), photo(3), photo(4)] },
          }),
        ],
      ],
    ]);
    expect(html).toContain("Now: 2 photos");
    expect(html).toContain("Proposed: 3 photos");
    for (const n of [1, 2, 3, 4]) expect(html).toContain(`href="${photo(n)}"`);
    expect(html).toContain('alt="Now photo 1"');
    expect(html).toContain('src="/uploads/products/p4/thumb.webp" alt="Proposed photo 3"');
  });

  it("lets the admin open the bill photo a seller attached", () => {
    const html = render(createElement(PendingTab), [
      [
        pendingProductsQuery.queryKey,
        [
          row({ title: "With bill", hasBill: true, billPhoto: "/uploads/bill/b1/full.webp" }),
          row({ id: "no-bill", title: "Without bill" }),
        ],
      ],
    ]);
    expect(html).toContain('href="/uploads/bill/b1/full.webp"');
    expect(html.match(/View bill photo/g)).toHaveLength(1);
    expect(html).toContain("No bill");
  });

  it("says which list failed to load, naming the list", () => {
    const failed = new ApiRequestError(500, "500: Internal Server Error");
    expect(render(createElement(PendingTab), [[pendingProductsQuery.queryKey, failed]])).toContain(
      "Failed to fetch pending products",
    );
    expect(render(createElement(ApprovedTab), [[approvedProductsQuery.queryKey, failed]])).toContain(
      "Failed to fetch approved products",
    );
    expect(render(inListings(""), [[listingsPageQuery(0).queryKey, failed]])).toContain(
      "Failed to fetch products with bank accounts",
    );
  });
});
