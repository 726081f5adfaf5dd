import { describe, expect, it } from "vitest";
import { almirahListing } from "../../test/test-people";
import { listingTestApp } from "../../test/test-listings";

const t = listingTestApp();
const { account, req, approve } = t;

/**
 * The service worker keeps only answers the server lets be stored (docs/decisions/0029-offline.md): a visitor's
 * reads of listings and profiles are public, anything a signed-in person asks for is no-store.
 */
describe("which API answers a browser or the service worker may keep", () => {
  it("lets a visitor's listing, product, seller card and profile reads be kept, revalidated on each use", async () => {
    const seller = await account();
    const admin = (await account({ role: "admin" })).token;
    const created = await req("POST", "/api/products", seller.token, almirahListing(seller.bankId));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await approve(id, admin);

    for (const url of [
      "/api/products?limit=5",
      `/api/products/${id}`,
      `/api/products/${id}/seller`,
      `/api/sellers/${seller.user.username}`,
      `/api/sellers/${seller.user.username}/reviews`,
    ]) {
      const visitor = await req("GET", url);
      expect({ url, status: visitor.statusCode }).toEqual({ url, status: 200 });
      expect(visitor.headers["cache-control"], url).toBe("public, no-cache");
      expect(String(visitor.headers.vary), url).toMatch(/authorization/i);
      // The same read by a signed-in person may hold their own view (owner notes, pending edits): never stored.
      const signedIn = await req("GET", url, seller.token);
      expect(signedIn.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("keeps every private or failed answer no-store", async () => {
    const buyer = await account({ role: "buyer" });
    for (const [url, token] of [
      ["/api/auth/me", buyer.token],
      ["/api/orders/user", buyer.token],
      [`/api/wishlist/${buyer.user.id}`, buyer.token],
      ["/api/notifications", buyer.token],
      ["/api/products/00000000-0000-4000-8000-000000000000", undefined],
      ["/api/sellers/nobody_by_this_name", undefined],
    ] as const) {
      const res = await req("GET", url, token);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });
});
