import { describe, expect, it } from "vitest";
import { almirahListing } from "../../test/test-people";
import { listingTestApp } from "../../test/test-listings";

const t = listingTestApp();
const { account, req, approve } = t;

/** An approved listing of this seller's, with the given differences. */
async function live(seller: Awaited<ReturnType<typeof account>>, admin: string, extra: Record<string, unknown>) {
  const res = await req("POST", "/api/products", seller.token, almirahListing(seller.bankId, extra));
  expect(res.statusCode, res.body).toBe(201);
  await approve(res.json().id, admin);
  return res.json().id as string;
}

describe("browse filters: price range, condition, city, newest", () => {
  it("narrow the listings alike with and without search words, and sort newest first", async () => {
    const seller = await account();
    const admin = (await account({ role: "admin" })).token;
    const cheap = await live(seller, admin, {
      title: "Filtertest stool",
      price: 900,
      city: "Pune",
      state: "Maharashtra",
    });
    const mid = await live(seller, admin, { title: "Filtertest chair", price: 4000, condition: "like_new" });
    const dear = await live(seller, admin, { title: "Filtertest table", price: 12000, city: "pune" });
    const ids = async (query: string) =>
      (await req("GET", `/api/products?category=home_garden&${query}`)).json().map((p: { id: string }) => p.id);

    for (const words of ["", "search=filtertest&"]) {
      expect(await ids(`${words}minPrice=1000&maxPrice=12000&sort=price_asc`)).toEqual([mid, dear]);
      expect(await ids(`${words}maxPrice=4000&sort=price_asc`)).toEqual([cheap, mid]);
      expect(await ids(`${words}minPrice=4000&maxPrice=4000`)).toEqual([mid]);
      expect(await ids(`${words}condition=like_new`)).toEqual([mid]);
      expect(await ids(`${words}city=PUNE&sort=newest`)).toEqual([dear, cheap]);
      expect(await ids(`${words}city=Pune&condition=good&minPrice=1000`)).toEqual([dear]);
      expect(await ids(`${words}city=Mysuru`)).toEqual([]);
      expect(await ids(`${words}sort=newest&limit=3`)).toEqual([dear, mid, cheap]);
      // Blank filters, as an emptied form field sends them, are no filters.
      expect(await ids(`${words}minPrice=&maxPrice=&condition=&city=&sort=newest&limit=3`)).toEqual([dear, mid, cheap]);
    }
  });

  it("refuse wrong types and an upside-down range with a 400 that names the parameter", async () => {
    const refusals: [string, RegExp][] = [
      ["minPrice=abc", /minPrice must be a whole number of rupees/],
      ["maxPrice=-5", /maxPrice must be a whole number of rupees/],
      ["minPrice=1e3", /minPrice must be a whole number of rupees/],
      ["maxPrice=99.5", /maxPrice must be a whole number of rupees/],
      ["minPrice=1&minPrice=2", /minPrice/],
      ["minPrice=5000&maxPrice=100", /minPrice cannot be more than maxPrice/],
      ["condition=broken", /condition must be one of new, like_new, good, fair, poor/],
      ["sort=oldest", /sort must be one of newest, price_asc, price_desc/],
      [`city=${"x".repeat(101)}`, /city must be at most 100 characters/],
    ];
    for (const [query, message] of refusals) {
      const res = await req("GET", `/api/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });
});

describe("GET /api/stats: the home page's figures", () => {
  it("counts sold listings and verified sellers with an approved listing, from the database", async () => {
    const before = (await req("GET", "/api/stats")).json();
    const admin = (await account({ role: "admin" })).token;
    const seller = await account();
    const idle = await account();
    const unverified = await account({ verified: false });
    const listed = await live(seller, admin, { title: "Stats almirah" });
    await req("POST", "/api/products", idle.token, almirahListing(idle.bankId));
    expect((await req("POST", "/api/products", unverified.token, almirahListing(unverified.bankId))).statusCode).toBe(
      403,
    );

    const afterListing = await req("GET", "/api/stats");
    expect(afterListing.statusCode).toBe(200);
    expect(afterListing.headers["cache-control"]).toBe("public, max-age=60");
    expect(afterListing.json()).toEqual({
      listingsSold: before.listingsSold,
      verifiedSellers: before.verifiedSellers + 1,
    });

    expect((await req("PUT", `/api/admin/products/${listed}/sold`, admin)).statusCode).toBe(200);
    expect((await req("GET", "/api/stats")).json()).toEqual({
      listingsSold: before.listingsSold + 1,
      verifiedSellers: before.verifiedSellers + 1,
    });
  });

  it("does not count an admin with a live listing as a seller (admins have no seller profile)", async () => {
    const before = (await req("GET", "/api/stats")).json();
    const admin = await account({ role: "admin" });
    await live(admin, admin.token, { title: "Stats admin's almirah" });
    expect((await req("GET", "/api/stats")).json().verifiedSellers).toBe(before.verifiedSellers);
  });
});
