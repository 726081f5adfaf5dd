import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveListing, phoneListing } from "../server/test/test-listings";
import { requester, testAccount } from "../server/test/test-people";
import { testSaleOfKind } from "../server/test/test-sales";
import { appReady, pageWithSession, screenshot } from "./browser";
import { startInProcessApp, stopInProcessApp, type InProcessApp } from "./in-process-app";

/**
 * The fair-price guide at 390 px (docs/product.md#price-guide): the listing form shows what similar items sold for
 * once category, type, brand and condition are chosen, and the product page where the price sits. The completed sales
 * are written straight into the database (server/test/test-sales.ts): buying and delivering six items through the
 * browser or the API would take minutes and is tested elsewhere, so the app runs in this process.
 */
let t: InProcessApp["t"];
let baseURL: string;
let browser: Browser;

beforeAll(async () => {
  ({ t, baseURL, browser } = await startInProcessApp());
});
afterAll(() => stopInProcessApp({ t, browser }));

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

describe("the price guide at 390 px", () => {
  it("shows the seller the range once the kind is chosen, and the buyer where a listing's price sits", async () => {
    const seller = await testAccount(t.db, { label: "Ritu" });
    const buyer = await testAccount(t.db, { role: "buyer", label: "Arjun" });
    const admin = await testAccount(t.db, { role: "admin", label: "Admin" });
    const kind = { brand: "Xiaomi", condition: "like_new" as const };
    for (const price of [9000, 10500, 12000, 13500, 15000, 16000])
      await testSaleOfKind(t.db, { sellerId: seller.user.id, buyerId: buyer.user.id, price }, kind);

    const user = (await req("GET", "/api/auth/me", seller.token)).json().user;
    const view = await pageWithSession(browser, { baseURL, viewport: "phone", token: seller.token, user });
    const { page, errors } = view;
    await page.goto("/list-product");
    await appReady(page);
    const guide = page.getByTestId("price-guide");
    await page.getByLabel("Category").selectOption("electronics");
    await page.getByLabel("Product type").selectOption("mobile");
    await page.getByLabel("Brand", { exact: true }).selectOption("Xiaomi");
    await page.getByLabel("Like New").check();
    // 25th and 75th percentiles of the six: 10,875 and 14,625.
    await expect
      .poll(async () => (await guide.textContent())?.replaceAll("\u2060", ""))
      .toContain("Similar items sold for ₹10,875–₹14,625");
    expect(await guide.textContent()).toContain("From 6 sales in the last 180 days");
    await guide.scrollIntoViewIfNeeded();
    await screenshot(page, "price-guide-form-390", { fullPage: false });
    // Another condition has no sales: the line goes.
    await page.getByLabel("Good", { exact: true }).check();
    await expect.poll(() => guide.count()).toBe(0);

    const created = await req(
      "POST",
      "/api/products",
      seller.token,
      phoneListing(seller.bankId, { ...kind, price: 17999 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await approveListing(t.app, admin.token, id);
    const buyerUser = (await req("GET", "/api/auth/me", buyer.token)).json().user;
    const visitor = await pageWithSession(browser, { baseURL, viewport: "phone", token: buyer.token, user: buyerUser });
    await visitor.page.goto(`/products/${id}`);
    await appReady(visitor.page);
    const position = visitor.page.getByTestId("price-position");
    await expect
      .poll(async () => (await position.textContent())?.replaceAll("\u2060", ""))
      .toContain("Above what similar items sold for (₹10,875–₹14,625)");
    await screenshot(visitor.page, "price-guide-product-390", { fullPage: false });
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await view.close();
    await visitor.close();
  });
});
