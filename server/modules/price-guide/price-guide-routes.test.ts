import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { products } from "../../db/schema/products";
import { returnRequests } from "../../db/schema/returns";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { listingTestApp, phoneListing } from "../../test/test-listings";
import { testSaleOfKind } from "../../test/test-sales";

const t = listingTestApp();
const { account, req, approve } = t;
const kit = checkoutKit(() => t);

const GUIDE = "/api/price-guide?category=electronics&productType=mobile&brand=Samsung&condition=like_new";
const sale = (sellerId: string, buyerId: string, price: number, opts: Parameters<typeof testSaleOfKind>[2] = {}) =>
  testSaleOfKind(t.db, { sellerId, buyerId, price }, opts);

const returned = (orderId: string, status: "requested" | "approved" | "processed" | "rejected" | "refused") =>
  t.db.insert(returnRequests).values({
    orderId,
    reason: "dont_want_anymore",
    status,
    rejectionNote: status === "rejected" ? "Not as claimed" : null,
    returnedAt: status === "refused" ? sql`now()` : null,
    processedAt: status === "processed" ? sql`now()` : null,
    refundAmount: status === "processed" ? 100 : null,
  });

describe("the fair-price guide (GET /api/price-guide, GET /api/products/{id}/price-guide)", () => {
  it("answers the 25th, 50th and 75th percentiles of comparable completed sales, in whole rupees", async () => {
    const seller = await account();
    const buyer = await account({ role: "buyer" });
    const s = seller.user.id;
    const b = buyer.user.id;

    // Four sales that stand: below five, the guide says how many and nothing more.
    for (const price of [10000, 20000, 30000, 40000]) await sale(s, b, price);
    let res = await req("GET", GUIDE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ low: null, median: null, high: null, sampleSize: 4 });

    // None of these is a completed comparable sale.
    await sale(s, b, 99000, { status: "out_for_delivery" });
    await sale(s, b, 99000, { status: "cancelled" });
    await sale(s, b, 99000, { daysAgo: 181 });
    await sale(s, b, 99000, { brand: "Apple" });
    await sale(s, b, 99000, { condition: "good" });
    await sale(s, b, 99000, { productType: "laptop" });
    for (const status of ["requested", "approved", "processed"] as const)
      await returned(await sale(s, b, 99000), status);
    res = await req("GET", GUIDE);
    expect(res.json()).toEqual({ low: null, median: null, high: null, sampleSize: 4 });

    // A return the admin rejected, or a dispute refused, leaves the sale standing: five now.
    await returned(await sale(s, b, 50000, { daysAgo: 179 }), "rejected");
    res = await req("GET", GUIDE);
    // 10k, 20k, 30k, 40k, 50k: interpolated at 25%, 50% and 75%.
    expect(res.json()).toEqual({ low: 20000, median: 30000, high: 40000, sampleSize: 5 });
    await returned(await sale(s, b, 60001), "refused");
    // Six: 10k..50k and 60,001; 25th percentile at 2.25 -> 22,500; median 35,000; 75th at 3.75 -> 47,500.
    res = await req("GET", GUIDE.replace("brand=Samsung", "brand=samsung"));
    expect(res.json()).toEqual({ low: 22500, median: 35000, high: 47500, sampleSize: 6 });
    expect(res.headers["cache-control"]).toBe("public, max-age=600");
    expect(String(res.headers.vary)).toMatch(/authorization/i);
    // Rounded to whole rupees: the 25th percentile of seven now lies halfway between 10,001 and 20,000.
    await sale(s, b, 10001);
    res = await req("GET", GUIDE);
    expect(res.json()).toMatchObject({ low: 15001, median: 30000, sampleSize: 7 });
  });

  it("leaves a listing's own sales out of its guide", async () => {
    const seller = await account();
    const buyer = await account({ role: "buyer" });
    const admin = await account({ role: "admin" });
    const kind = { brand: "OnePlus", condition: "good" as const };
    const created = await req(
      "POST",
      "/api/products",
      seller.token,
      phoneListing(seller.bankId, { ...kind, price: 25000 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await approve(id, admin.token);
    for (const price of [20000, 21000, 22000, 23000, 24000]) await sale(seller.user.id, buyer.user.id, price, kind);
    // An earlier sale of this very listing (returned, relisted) would have counted for anyone else's.
    await sale(seller.user.id, buyer.user.id, 90000, { ...kind, productId: id });

    const everyoneUrl = "/api/price-guide?category=electronics&productType=mobile&brand=OnePlus&condition=good";
    const everyone = await req("GET", everyoneUrl);
    expect(everyone.json()).toEqual({ low: 21250, median: 22500, high: 23750, sampleSize: 6 });
    // A sale is what was sold: editing a sold listing later changes nothing.
    await t.db.execute(sql`UPDATE products SET brand = 'Apple' WHERE status = 'sold' AND brand = 'OnePlus'`);
    expect((await req("GET", everyoneUrl)).json()).toMatchObject({ median: 22500, sampleSize: 6 });
    const own = await req("GET", `/api/products/${id}/price-guide`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ low: 21000, median: 22000, high: 23000, sampleSize: 5 });
    expect(own.headers["cache-control"]).toBe("public, max-age=600");
    // Signed in, the answer is the caller's own: never stored.
    expect((await req("GET", `/api/products/${id}/price-guide`, seller.token)).headers["cache-control"]).toBe(
      "no-store",
    );
  });

  it("compares what each order recorded at the sale: checkout copies the listing's kind onto the order", async () => {
    const listing = await kit.listing(6500);
    await t.db
      .update(products)
      .set({ productType: "clothing", brand: "Other brand" })
      .where(eq(products.id, listing.id));
    const buyer = await kit.buyer();
    const started = await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500));
    expect(started.statusCode, started.body).toBe(200);
    const back = await kit.payInSandbox(started.json().paymentData as Record<string, string>);
    expect((await formPost(t.app, new URL(back.action).pathname, back.fields)).statusCode).toBe(303);
    const [order] = await t.db.select().from(orders).where(eq(orders.productId, listing.id));
    expect(order).toMatchObject({
      category: "home_garden",
      productType: "clothing",
      brand: "Other brand",
      condition: "good",
    });
  });

  it("copies earlier orders' kind from their listings (migration 0041's backfill)", async () => {
    const seller = await account();
    const buyer = await account({ role: "buyer" });
    const id = await sale(seller.user.id, buyer.user.id, 5000, { brand: "Nokia", condition: "good" });
    await t.db
      .update(orders)
      .set({ category: null, productType: null, brand: null, condition: null })
      .where(eq(orders.id, id));
    const migration = readFileSync(
      new URL("../../db/migrations/0041_what_sold_on_the_order.sql", import.meta.url),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").find((s) => s.includes('UPDATE "orders"'))!;
    await t.db.execute(sql.raw(backfill));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ category: "electronics", productType: "mobile", brand: "Nokia", condition: "good" });
  });

  it("answers a listing without a brand with no sales to compare", async () => {
    const seller = await account();
    const [row] = await t.db
      .insert(products)
      .values({
        title: "Almirah",
        description: "Steel",
        price: 6500,
        category: "home_garden",
        sellerId: seller.user.id,
        status: "approved",
      })
      .returning({ id: products.id });
    const res = await req("GET", `/api/products/${row!.id}/price-guide`);
    expect(res.json()).toEqual({ low: null, median: null, high: null, sampleSize: 0 });
  });

  it("refuses bad questions with a 400 that says what is wrong, and an unknown listing with a 404", async () => {
    const bad: [string, RegExp][] = [
      ["/api/price-guide", /category/i],
      ["/api/price-guide?category=electronics&productType=mobile&brand=Samsung", /condition/i],
      ["/api/price-guide?category=toys&productType=mobile&brand=Samsung&condition=good", /category/i],
      ["/api/price-guide?category=electronics&productType=mobile&brand=Samsung&condition=mint", /condition/i],
      ["/api/price-guide?category=electronics&productType=saree&brand=Samsung&condition=good", /product type/i],
      ["/api/price-guide?category=electronics&productType=mobile&brand=&condition=good", /brand/i],
      [`/api/price-guide?category=electronics&productType=mobile&brand=${"x".repeat(5000)}&condition=good`, /brand/i],
      [`/api/price-guide?category=${"e".repeat(5000)}&productType=mobile&brand=Samsung&condition=good`, /category/i],
      [
        "/api/price-guide?category=electronics&category=books&productType=mobile&brand=Samsung&condition=good",
        /category/i,
      ],
      ["/api/products/not-an-id/price-guide", /product not found/i],
    ];
    for (const [url, words] of bad) {
      const res = await req("GET", url);
      expect({ url: url.slice(0, 120), status: res.statusCode }).toEqual({ url: url.slice(0, 120), status: 400 });
      expect(res.json().message, url.slice(0, 120)).toMatch(words);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const unknown = await req("GET", "/api/products/00000000-0000-4000-8000-000000000000/price-guide");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Product not found");
  });

  it("shows nothing of a listing under review to anyone but its seller", async () => {
    const seller = await account();
    const created = await req("POST", "/api/products", seller.token, phoneListing(seller.bankId));
    const id = created.json().id as string;
    expect((await req("GET", `/api/products/${id}/price-guide`)).statusCode).toBe(404);
    expect((await req("GET", `/api/products/${id}/price-guide`, seller.token)).statusCode).toBe(200);
  });
});
