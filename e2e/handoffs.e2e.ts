import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, courierCarries } from "./api";
import { launchBrowser, openPage } from "./browser";
import { bothWidths, buyNow, ensureWelcome10, toSandbox } from "./checkout-flow";
import { adminToken, listingBy, sellerWithBank } from "./listings";
import { paidOrderByApi } from "./orders-api";
import { signInAs, toastWith, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await ensureWelcome10();
});
afterAll(() => browser?.close());

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem("dobara_token")!);

describe("every person's next step, at 390 px", () => {
  it("a failed payment names the item and amount; Try Again returns to the same summary with the coupon kept", async () => {
    const seller = await sellerWithBank("Farah");
    const title = `Bajaj room heater ${Date.now() % 100000}`;
    // ₹2,000: fee ₹60, delivery ₹50, WELCOME10 takes ₹200 -> ₹1,910.
    const productId = await listingBy(seller, { title, price: 2000 }, { approve: true });
    const { page, problems, close } = await openPage(browser, "phone");
    try {
      await signInAs(page, await verifiedPerson("Gita"));
      await buyNow(page, productId, true);
      await expect.poll(() => page.getByLabel("Coupon code").getAttribute("placeholder")).toMatch(/^e\.g\. [A-Z0-9]+$/);
      await page.getByLabel("Coupon code").fill("welcome10");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect.poll(() => toastWith(page, "Coupon Applied!").isVisible()).toBe(true);
      expect(await page.getByTestId("price-total").textContent()).toBe("₹1,910");
      // One Proceed to Payment, with the server's ways to pay inside the summary.
      expect(await page.getByRole("radio", { name: /UPI, card or net banking/ }).isChecked()).toBe(true);
      expect(await page.getByRole("button", { name: /Razorpay/ }).count()).toBe(0);
      await bothWidths(page, "handoffs-summary");

      await toSandbox(page);
      await page
        .getByRole("button", { name: /^Fail\b/ })
        .first()
        .click();
      await page.waitForURL(/\/payment\/failed\?.*paymentId=/, { timeout: 15_000 });
      await expect.poll(() => page.getByTestId("paid-item").textContent()).toContain(title);
      expect(await page.getByTestId("paid-item").textContent()).toContain("₹1,910");
      await bothWidths(page, "handoffs-payment-failed");

      await page.getByRole("button", { name: "Try Again" }).click();
      await page.waitForURL(/\/order-summary\?.*retry=/);
      await expect.poll(() => page.getByTestId("applied-coupon").textContent()).toBe("WELCOME10");
      expect(await page.getByTestId("price-total").textContent()).toBe("₹1,910");
      expect(await page.getByTestId("delivery-address").textContent()).toContain("Asha Rao, 9876543210, Flat 4B");
      expect(decodeURIComponent(page.url())).not.toContain("Sunshine");

      // Paying this time: the success page names the order, the item and the amount.
      await toSandbox(page);
      await page
        .getByRole("button", { name: /^Pay\b/ })
        .first()
        .click();
      await page.waitForURL(/\/payment\/success\?orderId=/, { timeout: 15_000 });
      await expect.poll(() => page.getByTestId("paid-item").textContent()).toContain(title);
      expect(await page.getByText(/^Order #1\d{5,}$/).count()).toBe(1);
      expect(await page.getByTestId("paid-item").textContent()).toContain("₹1,910");
      await bothWidths(page, "handoffs-payment-success");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a return previews the refund, then the order page shows the return and refund timeline", async () => {
    const seller = await sellerWithBank("Hari");
    const title = `Usha table fan ${Date.now() % 100000}`;
    // ₹3,000: paid ₹3,140 (fee ₹90, delivery ₹50); a change of mind keeps ₹100.
    const productId = await listingBy(seller, { title, price: 3000 }, { approve: true });
    const { page, problems, close } = await openPage(browser, "phone");
    const sellerPage = await openPage(browser, "phone");
    try {
      const buyerPerson = await verifiedPerson("Isha");
      const orderId = await paidOrderByApi(buyerPerson, productId);
      await signInAs(page, buyerPerson);
      const admin = await adminToken();
      await call("PUT", `/admin/orders/${orderId}/status`, { status: "confirmed" }, admin);
      await courierCarries(orderId, admin, "delivered");

      await page.goto(`/track-orders/${orderId}`);
      await page.getByRole("button", { name: "Request Return" }).click();
      await page.getByRole("radio", { name: "I don't want it anymore" }).check();
      await expect
        .poll(() => page.getByTestId("refund-preview").textContent())
        .toBe("You will get ₹3,040 back₹3,140 paid minus the ₹100 return fee.");
      await bothWidths(page, "handoffs-return-preview");
      await page.getByRole("radio", { name: "It arrived faulty or damaged" }).check();
      await expect.poll(() => page.getByTestId("refund-preview").textContent()).toContain("The full ₹3,140 you paid");
      await page.getByRole("radio", { name: "I don't want it anymore" }).check();
      await page
        .getByRole("dialog", { name: "Request a return" })
        .getByRole("button", { name: "Request Return" })
        .click();
      await expect.poll(() => page.getByTestId("return-timeline").textContent()).toContain("Return requested");

      const [request] = await call<{ id: string }[]>(
        "GET",
        `/orders/${orderId}/returns`,
        undefined,
        await tokenOf(page),
      );
      await call("PUT", `/admin/returns/${request!.id}/approve`, undefined, admin);
      await call("PUT", `/admin/returns/${request!.id}/process`, undefined, admin);
      await page.reload();
      await expect.poll(() => page.getByTestId("return-timeline").textContent()).toContain("Refund started");
      expect(await page.getByTestId("return-timeline").textContent()).toContain("₹3,040 to the way you paid");
      expect(await page.getByText("Refund processing", { exact: true }).first().isVisible()).toBe(true);
      expect(await page.getByText("Delivered", { exact: true }).count()).toBeGreaterThan(0);
      await bothWidths(page, "handoffs-order-timeline");
      expect(problems).toEqual([]);

      // The seller: no payout for a returned item, and one tap sends it back to the admin's review.
      await signInAs(sellerPage.page, seller);
      await sellerPage.page.goto(`/track-orders/${orderId}`);
      await expect
        .poll(() => sellerPage.page.getByText("Returned by the buyer: no payout", { exact: false }).isVisible())
        .toBe(true);
      await bothWidths(sellerPage.page, "handoffs-seller-returned");
      await sellerPage.page.getByRole("button", { name: "List it again" }).click();
      await expect.poll(() => toastWith(sellerPage.page, "Sent for review").isVisible()).toBe(true);
      expect(sellerPage.problems).toEqual([]);
    } finally {
      await close();
      await sellerPage.close();
    }
  });
});
