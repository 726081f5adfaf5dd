import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, screenshot, VIEWPORTS } from "./browser";
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
    try {
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
    } finally {
      await context.close();
    }
  });

  it("hydrates without asking the API again for the product, and without hydration errors", async () => {
    const { page, problems, close } = await openPage(browser, "phone");
    try {
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
    } finally {
      await close();
    }
  });
});
