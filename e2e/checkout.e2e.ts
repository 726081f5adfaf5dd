import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./browser";
import { bothWidths, buyNow, ensureWelcome10, toSandbox } from "./checkout-flow";
import { listingBy, sellerWithBank } from "./listings";
import { signInAs, toastWith, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await ensureWelcome10();
});
afterAll(() => browser?.close());

describe("checkout with the sandbox gateway", () => {
  it("product -> Buy Now -> new address -> WELCOME10 -> Proceed -> sandbox -> Pay -> Payment Successful", async () => {
    const seller = await sellerWithBank("Ritu");
    const title = `Prestige pressure cooker ${Date.now() % 100000}`;
    // ₹6,500: fee ₹195, delivery ₹50, WELCOME10 takes 10 % = ₹650, capped at ₹500 -> ₹6,245.
    const productId = await listingBy(seller, { title, price: 6500 }, { approve: true });
    const { page, problems, close } = await openPage(browser, "phone");
    try {
      await signInAs(page, await verifiedPerson("Bina"));
      await buyNow(page, productId, true);
      expect(await page.getByTestId("price-total").textContent()).toBe("₹6,745");

      await page.getByLabel("Coupon code").fill("welcome10");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect.poll(() => toastWith(page, "Coupon Applied!").isVisible()).toBe(true);
      expect(await page.getByTestId("applied-coupon").textContent()).toBe("WELCOME10");
      expect(await page.getByTestId("price-Coupon Discount").textContent()).toBe("−₹500");
      expect(await page.getByTestId("price-total").textContent()).toBe("₹6,245");
      await bothWidths(page, "checkout-order-summary");

      await toSandbox(page);
      await bothWidths(page, "checkout-sandbox");
      expect(await page.content()).toMatch(/6,?245/);
      await page
        .getByRole("button", { name: /^Pay\b/ })
        .first()
        .click();

      await page.waitForURL(/\/payment\/success\?orderId=/, { timeout: 15_000 });
      await expect.poll(() => page.getByRole("heading", { name: "Payment Successful!" }).isVisible()).toBe(true);
      await bothWidths(page, "checkout-payment-success");

      // Sold: the listing no longer offers Buy Now to anyone.
      await page.goto(`/products/${productId}`);
      await expect
        .poll(async () => (await page.getByRole("heading", { level: 1 }).first().textContent()) ?? "")
        .toMatch(new RegExp(`${title}|Product not found`));
      expect(await page.getByTestId("buy-now").count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("the Fail button on the sandbox page ends on /payment/failed, and Try Again returns to the order summary", async () => {
    const seller = await sellerWithBank("Mohan");
    const productId = await listingBy(
      seller,
      { title: `Yoga mat ${Date.now() % 100000}`, price: 900 },
      { approve: true },
    );
    const { page, problems, close } = await openPage(browser, "desktop");
    try {
      await signInAs(page, await verifiedPerson("Chetan"));
      await buyNow(page, productId, true);
      // The second purchase starts from the saved default address.
      await buyNow(page, productId, false);
      await toSandbox(page);
      await page
        .getByRole("button", { name: /^Fail\b/ })
        .first()
        .click();

      await page.waitForURL(/\/payment\/failed/, { timeout: 15_000 });
      await expect.poll(() => page.getByRole("heading", { name: "Payment Failed" }).isVisible()).toBe(true);
      expect(await page.getByTestId("failure-reason").textContent()).not.toBe("");
      await bothWidths(page, "checkout-payment-failed");

      await page.getByRole("button", { name: "Try Again" }).click();
      await page.waitForURL(/\/order-summary\?/);
      await expect.poll(() => page.getByRole("button", { name: "Proceed to Payment" }).isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
