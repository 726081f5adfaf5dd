import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { appReady, launchBrowser, openPage, screenshot, VIEWPORTS } from "./browser";
import { approvedListings } from "./listings";

let browser: Browser;
let productId: string;
const title = "Server-rendered study lamp";

beforeAll(async () => {
  browser = await launchBrowser();
  productId = (await approvedListings([title]))[0]!;
});
afterAll(() => browser?.close());

describe("server-rendered product page (decision 0028)", () => {
  it("shows the title and price with JavaScript off", async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      baseURL: inject("baseURL"),
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const res = await page.goto(`/products/${productId}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title }).isVisible()).resolves.toBe(true);
    await expect(
      page
        .getByText(/^₹[\d,]+$/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.title()).resolves.toContain(title);
    await screenshot(page, "server-rendered-product-no-js-390");
    await context.close();
  });

  it("hydrates without asking the API again for the product, and without hydration errors", async () => {
    const { page, problems, close } = await openPage(browser, "phone");
    const asked: string[] = [];
    const errors: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path === `/api/products/${productId}` || path === `/api/products/${productId}/seller`) asked.push(path);
    });
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto(`/products/${productId}`, { waitUntil: "networkidle" });
    // Hydrated: a click opens the share menu, which only the running app can do.
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("menuitem").first().isVisible()).resolves.toBe(true);
    expect(asked).toEqual([]);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    expect(problems).toEqual([]);
    await screenshot(page, "server-rendered-product-js-390");
    await close();
  });

  it("loads an island's code once it is seen or touched, and keeps what was typed and tapped before (decision 0033)", async () => {
    // A short phone: the delivery check starts below the fold.
    const context = await browser.newContext({
      viewport: { width: 390, height: 560 },
      baseURL: inject("baseURL"),
      isMobile: true,
      hasTouch: true,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") chunks.push(new URL(r.url()).pathname.split("/").pop()!);
    });
    const fetched = (name: string) => chunks.some((c) => c.startsWith(`${name}-`));
    await page.goto(`/products/${productId}`);
    await appReady(page);
    expect(fetched("product-page")).toBe(true);
    expect(fetched("delivery-check")).toBe(false);
    expect(fetched("footer")).toBe(false);

    // Typed and tapped at once, before the island's code has arrived: the check still runs with that pincode.
    await page.getByRole("textbox", { name: "Pincode" }).fill("560038");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect
      .poll(() => page.getByText(/^Delivery to 560038 in about /).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(fetched("delivery-check")).toBe(true);

    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect.poll(() => fetched("footer")).toBe(true);
    await context.close();
  });
});
