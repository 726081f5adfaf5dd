import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@web/lib/api-client";
import { renderWithCache, sampleListing } from "@web/test/render-with-cache";
import type { AdminProduct } from "./api/admin-product";
import { moderationFailureToast, type ModerationAction } from "./api/moderate-product";
import { approvedProductsQuery, listingsWithBankAccountsQuery, pendingProductsQuery } from "./api/moderation-lists";
import { ApprovedTab } from "./components/approved-tab";
import { ListingsTab } from "./components/listings-tab";
import { PendingTab } from "./components/pending-tab";

const product = { ...sampleListing, status: "pending" as const };
const row = (extra: Partial<AdminProduct> = {}): AdminProduct => ({ ...product, sellerName: "Seller", sellerUsername: "seller", sellerMobile: "9876543210", ...extra });

const render = renderWithCache;

describe("admin failure toasts (part 2 §8)", () => {
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
    expect(moderationFailureToast(action, conflict)).toEqual({ title, description: "Only approved listings can be deleted; this one is pending.", variant: "destructive" });
    expect(moderationFailureToast(action, new ApiRequestError(0, "Failed to fetch: check your connection and try again."))).toMatchObject({ title, description: "Please try again." });
  });
});

describe("admin lists", () => {
  it("offers Request Edit on new listings only, not on edits of live listings", () => {
    const html = render(createElement(PendingTab), [
      [pendingProductsQuery.queryKey, [row({ title: "New almirah" }), row({ id: "live-1", title: "Live almirah", status: "approved", hasPendingEdit: true, modification: { id: "m1", requestedAt: "2026-11-02T10:00:00.000Z", title: "Live almirah (price drop)" } })]],
    ]);
    expect(html).toContain("Edit of live listing");
    expect(html.match(/Request Edit/g)).toHaveLength(1);
    expect(html.match(/Approve/g)).toHaveLength(2);
  });

  it("lets the admin open the bill photo a seller attached", () => {
    const html = render(createElement(PendingTab), [
      [pendingProductsQuery.queryKey, [row({ title: "With bill", hasBill: true, billPhoto: "/uploads/bill/b1/full.webp" }), row({ id: "no-bill", title: "Without bill" })]],
    ]);
    expect(html).toContain('href="/uploads/bill/b1/full.webp"');
    expect(html.match(/View bill photo/g)).toHaveLength(1);
    expect(html).toContain("No bill");
  });

  it("says which list failed to load, in part 2 §8's words", () => {
    const failed = new ApiRequestError(500, "500: Internal Server Error");
    expect(render(createElement(PendingTab), [[pendingProductsQuery.queryKey, failed]])).toContain("Failed to fetch pending products");
    expect(render(createElement(ApprovedTab), [[approvedProductsQuery.queryKey, failed]])).toContain("Failed to fetch approved products");
    expect(render(createElement(ListingsTab), [[listingsWithBankAccountsQuery.queryKey, failed]])).toContain("Failed to fetch products with bank accounts");
  });
});
