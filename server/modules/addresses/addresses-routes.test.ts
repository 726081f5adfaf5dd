import { describe, expect, it } from "vitest";
import { listingTestApp, phoneListing } from "../../test/test-listings";

const t = listingTestApp();
const { account, req } = t;

const listing = phoneListing;

describe("saved pickup addresses", () => {
  it("remembers a listing's pickup address once and shows it only to its owner", async () => {
    const seller = await account();
    const other = await account();
    expect((await req("POST", "/api/products", seller.token, listing(seller.bankId))).statusCode).toBe(201);
    expect(
      (await req("POST", "/api/products", seller.token, listing(seller.bankId, { addressLine1: "12 mg road" })))
        .statusCode,
    ).toBe(201);
    const saved = await req("GET", `/api/addresses/${seller.user.id}`, seller.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject([
      { line1: "12 MG Road", pincode: "560001", city: "Bengaluru", state: "Karnataka" },
    ]);
    expect((await req("GET", `/api/addresses/${seller.user.id}`, other.token)).statusCode).toBe(403);
  });
});
