import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { approveListing } from "../../test/test-listings";
import { almirahListing, requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (role: "buyer" | "seller" | "admin" = "seller") => testAccount(t.db, { role, label: "Wishlist" });

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

const listing = almirahListing;

const approve = (productId: string, adminToken: string) => approveListing(t.app, adminToken, productId);

describe("wishlist", () => {
  it("adds once, lists with the product, removes only the owner's entries", async () => {
    const seller = await account();
    const admin = await account("admin");
    const buyer = await account("buyer");
    const stranger = await account("buyer");
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    expect((await req("POST", "/api/wishlist", buyer.token, { productId: p.id })).statusCode).toBe(404);
    await approve(p.id, admin.token);

    expect((await req("POST", "/api/wishlist", undefined, { productId: p.id })).statusCode).toBe(401);
    const added = await req("POST", "/api/wishlist", buyer.token, { productId: p.id });
    expect(added.statusCode).toBe(201);
    expect((await req("POST", "/api/wishlist", buyer.token, { productId: p.id })).statusCode).toBe(409);
    const list = (await req("GET", `/api/wishlist/${buyer.user.id}`, buyer.token)).json();
    expect(list).toHaveLength(1);
    expect(list[0].product).toMatchObject({ id: p.id, price: 6500 });
    expect((await req("GET", `/api/wishlist/${buyer.user.id}`, stranger.token)).statusCode).toBe(403);
    expect((await req("DELETE", `/api/wishlist/${added.json().id}`, stranger.token)).statusCode).toBe(404);
    expect((await req("DELETE", `/api/wishlist/${added.json().id}`, buyer.token)).statusCode).toBe(200);
    expect((await req("GET", `/api/wishlist/${buyer.user.id}`, buyer.token)).json()).toEqual([]);
  });
});

describe("wishlist entries of listings that are not public", () => {
  it("leaves out listings under review or rejected, shows sold ones as sold, and brings an entry back with its listing", async () => {
    const seller = await account();
    const admin = await account("admin");
    const buyer = await account("buyer");
    const make = async (title: string) => {
      const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId, { title }))).json();
      await approve(p.id, admin.token);
      expect((await req("POST", "/api/wishlist", buyer.token, { productId: p.id })).statusCode).toBe(201);
      return p.id as string;
    };
    const live = await make("Teak dining table");
    const delisted = await make("Wooden bookshelf");
    const rejected = await make("Folding chairs, set of 4");
    const sold = await make("Study desk");
    const deleted = await make("Shoe rack");
    await req("PUT", `/api/admin/products/${delisted}/delist`, admin.token);
    await req("PUT", `/api/admin/products/${rejected}/delist`, admin.token);
    await req("PUT", `/api/admin/products/${rejected}/reject`, admin.token, { reason: "Stock photos" });
    await req("PUT", `/api/admin/products/${sold}/sold`, admin.token);
    await req("DELETE", `/api/admin/products/${deleted}`, admin.token);

    const list = async (token = buyer.token) =>
      (await req("GET", `/api/wishlist/${buyer.user.id}`, token)).json() as {
        productId: string;
        product: { title: string; isAvailable: boolean };
      }[];
    const entries = await list();
    expect(entries.map((e) => e.productId).sort()).toEqual([live, sold].sort());
    expect(entries.find((e) => e.productId === sold)!.product).toMatchObject({
      title: "Study desk",
      isAvailable: false,
    });
    expect(JSON.stringify(entries)).not.toMatch(/Wooden bookshelf|Folding chairs|Shoe rack/);
    expect((await list(admin.token)).map((e) => e.productId).sort()).toEqual([live, sold].sort());

    await approve(delisted, admin.token);
    expect((await list()).map((e) => e.productId)).toContain(delisted);
  });
});
