import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/products";
import { createTestApp } from "../../test/test-app";
import { almirahListing, requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const seller = await testAccount(t.db, { label: "Typos" });
  const listings = {
    iphone: {
      title: "Apple iPhone 13, 128 GB",
      category: "electronics",
      productType: "mobile",
      brand: "Apple",
      ram: "4gb",
      storage: "128gb",
    },
    sofa: { title: "Three seater sofa", category: "home_garden" },
    bike: { title: "Kids bike with trainer wheels", category: "sports" },
    table: { title: "Teak study table", category: "home_garden" },
  };
  for (const [key, extra] of Object.entries(listings)) {
    const res = await requester(t.app)("POST", "/api/products", seller.token, almirahListing(seller.bankId, extra));
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = res.json().id;
  }
  await t.db
    .update(products)
    .set({ status: "approved" })
    .where(inArray(products.id, Object.values(ids)));
});
afterAll(() => t.close());

const found = async (search: string) =>
  ((await t.app.inject({ url: `/api/products?search=${encodeURIComponent(search)}` })).json() as { id: string }[]).map(
    (p) => p.id,
  );

describe("search forgives typos", () => {
  it.each([
    ["iphnoe", "iphone"],
    ["ipohne 13", "iphone"],
    ["sfoa", "sofa"],
    ["sofaa", "sofa"],
    ["bkie", "bike"],
    ["tabel", "table"],
    ["samsng", undefined],
  ])("%s", async (search, key) => {
    const ids_ = await found(search);
    if (key) expect(ids_[0]).toBe(ids[key]);
    else expect(ids_).toEqual([]);
  });

  it("still finds by trigram and by the words as typed, and a respelling does not widen a word match", async () => {
    expect(await found("iphon")).toContain(ids.iphone);
    expect(await found("study table")).toEqual([ids.table]);
    expect(await found("zzqx")).toEqual([]);
  });
});
