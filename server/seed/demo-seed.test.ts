import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CATEGORIES } from "@contract/categories";
import { catalogueIssues } from "@contract/products";
import { products } from "../db/schema/products";
import { createEncryptor } from "../lib/encryption";
import { createLocalStorage } from "../lib/storage";
import { createTestApp } from "../test/test-app";
import { lastSmsCode } from "../test/sms-kit";
import { DEMO_SELLERS } from "./demo-listings";
import { DEMO_SELLER_PASSWORD, seedDemo } from "./demo-seed";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "dobara-seed-"));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: "1", DATA_DIR: dataDir });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("fills an empty catalogue with approved listings in every category, once", async () => {
  const listed = (await t.app.inject({ url: "/api/products?limit=50" })).json() as {
    category: string;
    images: string[];
  }[];
  expect(listed.length).toBeGreaterThanOrEqual(40);
  expect(new Set(listed.map((p) => p.category))).toEqual(new Set(CATEGORIES));
  const image = await t.app.inject({ url: listed[0]!.images[0]!.replace("full.webp", "card.webp") });
  expect(image.statusCode).toBe(200);

  // Every demo listing could have come from the listing form: a seller editing one must not meet an error they did not make.
  const rows = await t.db.select().from(products);
  expect(rows.flatMap((row) => catalogueIssues(row).map((issue) => `${row.title}: ${issue.message}`))).toEqual([]);
  expect(rows.every((row) => row.addressLine1 && row.pincode && row.city && row.state)).toBe(true);

  await seedDemo(
    {
      db: t.db,
      storage: createLocalStorage(path.join(dataDir, "uploads")),
      encryptor: createEncryptor(Buffer.alloc(32)),
    },
    { info: () => undefined },
  );
  expect((await t.app.inject({ url: "/api/products?limit=50" })).json()).toHaveLength(listed.length);
}, 60_000);

it("lets the demo sellers sign in with the README's password on the embedded database only", async () => {
  const embedded = t.app.database.kind === "pglite";
  for (const seller of DEMO_SELLERS) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { loginMethod: "password", identifier: seller.username, password: DEMO_SELLER_PASSWORD },
    });
    // On PostgreSQL the password is random: the README's one must not open these accounts.
    expect(res.statusCode).toBe(embedded ? 200 : 401);
    if (embedded)
      expect(res.json()).toMatchObject({ user: { username: seller.username, role: "seller", isVerified: true } });
  }
}, 60_000);

it("gives the demo sellers verified mobiles: they sign in on the Mobile tab with the README's numbers", async () => {
  for (const [i, seller] of DEMO_SELLERS.entries()) {
    const mobile = `90000000${String(i + 10)}`;
    const sent = await t.app.inject({ method: "POST", url: "/api/auth/send-mobile-otp", payload: { mobile } });
    expect(sent.statusCode).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { loginMethod: "mobile_otp", mobile, otp: await lastSmsCode(t.app, mobile) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { username: seller.username, mobileVerified: true } });
  }
}, 60_000);
