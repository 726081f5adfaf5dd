import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_MESSAGES } from "@contract/products";
import { products } from "../../db/schema/products";
import { createTestApp } from "../../test/test-app";
import { almirahListing, requester, testAccount } from "../../test/test-people";
import { LISTING_BODY_LIMIT } from "./catalog-routes";
import { LISTINGS_PER_HOUR, takeListingSlot } from "../users";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const account = () => testAccount(t.db, { label: "Limits" });
const listingsOf = async (sellerId: string) =>
  (await t.db.select({ id: products.id }).from(products).where(eq(products.sellerId, sellerId))).length;

describe("what one listing request may cost", () => {
  it("refuses a body larger than the form ever sends with a 413 that says what to do, and stores nothing", async () => {
    const seller = await account();
    const photo = `data:image/jpeg;base64,${"A".repeat(5 * 1024 * 1024)}`;
    const body = almirahListing(seller.bankId, { images: [photo, photo, photo, photo, photo] });
    expect(JSON.stringify(body).length).toBeGreaterThan(LISTING_BODY_LIMIT);
    for (const [method, url] of [
      ["POST", "/api/products"],
      ["PUT", "/api/products/00000000-0000-4000-8000-000000000000/edit"],
    ] as const) {
      const res = await req(method, url, seller.token, body);
      expect(res.statusCode, method).toBe(413);
      expect(res.json().message, method).toBe(PRODUCT_MESSAGES.listingTooLarge);
    }
    expect(await listingsOf(seller.user.id)).toBe(0);
  });

  it("refuses a picture over the pixel cap beside its field, and takes an 82 MP phone JPEG (over the old cap)", async () => {
    const seller = await account();
    // 30 MP of one colour: a few KB of PNG that decodes to 90 MB.
    const png = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: "#5a8" } })
      .png()
      .toBuffer();
    const bomb = await req(
      "POST",
      "/api/products",
      seller.token,
      almirahListing(seller.bankId, { images: [`data:image/png;base64,${png.toString("base64")}`] }),
    );
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().details).toEqual([
      { field: "images.0", message: "Image 1 has too many pixels: a PNG can have at most 25 megapixels" },
    ]);
    expect(await listingsOf(seller.user.id)).toBe(0);

    const phone = await sharp({ create: { width: 10000, height: 8200, channels: 3, background: "#a63" } })
      .jpeg()
      .toBuffer();
    const ok = await req(
      "POST",
      "/api/products",
      seller.token,
      almirahListing(seller.bankId, { images: [`data:image/jpeg;base64,${phone.toString("base64")}`] }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe("per-account listing rate", () => {
  it("takes the hour's allowance from many concurrent creates and refuses the rest with the wait", async () => {
    const seller = await account();
    const other = await account();
    const results = await Promise.all(
      Array.from({ length: LISTINGS_PER_HOUR + 15 }, () =>
        req("POST", "/api/products", seller.token, almirahListing(seller.bankId)),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(LISTINGS_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    for (const refused of results.filter((r) => r.statusCode === 429)) {
      expect(refused.json()).toMatchObject({
        code: "TOO_MANY_REQUESTS",
        message: expect.stringMatching(/^Too many new listings\. Please try again in (60|59) minutes\.$/),
      });
    }
    expect(await listingsOf(seller.user.id)).toBe(LISTINGS_PER_HOUR);
    // Another account is not held back by this one.
    expect((await req("POST", "/api/products", other.token, almirahListing(other.bankId))).statusCode).toBe(201);
  });

  it("does not count a form sent back for a mistake", async () => {
    const seller = await account();
    for (let i = 0; i < LISTINGS_PER_HOUR + 5; i++)
      expect(
        (await req("POST", "/api/products", seller.token, almirahListing(seller.bankId, { price: 0 }))).statusCode,
      ).toBe(400);
    expect((await req("POST", "/api/products", seller.token, almirahListing(seller.bankId))).statusCode).toBe(201);
  });

  it("opens a new window once the hour is over", async () => {
    const seller = await account();
    const start = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < LISTINGS_PER_HOUR; i++) await takeListingSlot(t.db, seller.user.id, start);
    await expect(takeListingSlot(t.db, seller.user.id, new Date("2026-01-01T10:45:00Z"))).rejects.toMatchObject({
      statusCode: 429,
      message: "Too many new listings. Please try again in 15 minutes.",
    });
    await expect(takeListingSlot(t.db, seller.user.id, new Date("2026-01-01T11:00:01Z"))).resolves.toBeUndefined();
  });
});
