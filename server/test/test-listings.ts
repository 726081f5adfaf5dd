import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestApp } from "./test-app";
import { requester, testAccount, TINY_PHOTO } from "./test-people";

/** A valid listing of a mobile phone, every catalogue field filled, for tests of the listing rules. */
export const phoneListing = (bankId: string, extra: Record<string, unknown> = {}) => ({
  title: "Samsung Galaxy S21 Ultra 256GB",
  description: "Phantom black, lightly used, with box and charger.",
  price: 42000,
  category: "electronics",
  productType: "mobile",
  brand: "Samsung",
  ram: "8gb",
  storage: "256gb",
  condition: "like_new",
  images: [TINY_PHOTO],
  selectedBankAccountId: bankId,
  addressLine1: "12 MG Road",
  pincode: "560001",
  city: "Bengaluru",
  state: "Karnataka",
  ...extra,
});

/** A listing outside the catalogue's typed categories: no product type, brand, RAM or storage. */
export const untyped = { productType: undefined, brand: undefined, ram: undefined, storage: undefined };

/** A JPEG photo as the listing form sends it; another `red` makes another picture. */
export const jpegDataUrl = async (w = 1200, h = 900, red = 200) =>
  `data:image/jpeg;base64,${(
    await sharp({ create: { width: w, height: h, channels: 3, background: { r: red, g: 80, b: 40 } } })
      .jpeg()
      .toBuffer()
  ).toString("base64")}`;

/**
 * An admin's approval that must succeed: unchecked, a refused one left the test asserting on a listing still under
 * review, failing (or passing) for a reason that had nothing to do with what it tests.
 */
export async function approveListing(app: FastifyInstance, adminToken: string, productId: string) {
  const res = await requester(app)("PUT", `/api/admin/products/${productId}/approve`, adminToken);
  expect(res.statusCode, `approving ${productId}: ${res.body}`).toBe(200);
}

/**
 * A test file's own app (closed after the file) with the helpers the listing tests share: accounts, signed-in
 * requests and a checked approval. `app` and `db` are read once the app is up.
 */
export function listingTestApp() {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  return {
    get app() {
      return t.app;
    },
    get db() {
      return t.db;
    },
    account: (opts: { role?: "buyer" | "seller" | "admin"; verified?: boolean } = {}) =>
      testAccount(t.db, { ...opts, label: "Seller" }),
    req: (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args),
    approve: (productId: string, adminToken: string) => approveListing(t.app, adminToken, productId),
  };
}
