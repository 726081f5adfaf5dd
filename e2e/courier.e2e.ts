import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courierCarries } from "./api";
import { describeViolations, runAxe } from "./axe";
import { bothWidths, launchBrowser, openPage } from "./browser";
import { adminToken, listingBy, sellerWithBank } from "./listings";
import { paidOrderByApi } from "./orders-api";
import { signInAs, toastWith, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the courier carries an order", () => {
  it("delivery check -> pay -> seller accepts (pickup date, packing slip) -> scans -> buyer's timeline and return window", async () => {
    const seller = await sellerWithBank("Ravi");
    const title = `Prestige pressure cooker ${Date.now() % 100000}`;
    const productId = await listingBy(seller, { title, price: 1800 }, { approve: true });
    const buyer = await openPage(browser, "phone");
    const sellerPage = await openPage(browser, "phone");
    // A step that hangs fails with its own name, not the test's 60 s timeout.
    buyer.page.setDefaultTimeout(15_000);
    sellerPage.page.setDefaultTimeout(15_000);
    // Before buying: the courier's estimate from the seller's pincode (Kolkata) to the buyer's (Bengaluru).
    const buyerPerson = await verifiedPerson("Meera");
    await signInAs(buyer.page, buyerPerson);
    await buyer.page.goto(`/products/${productId}`);
    // The product page is rendered on the server: a Check pressed before React hydrates it does nothing (or
    // reloads the page), so ask again until the estimate shows.
    const estimate = buyer.page.getByTestId("delivery-estimate");
    await expect
      .poll(async () => {
        if (await estimate.isVisible()) return estimate.textContent();
        await buyer.page.getByRole("textbox", { name: "Pincode" }).fill("560038");
        await buyer.page.getByRole("button", { name: "Check", exact: true }).click();
        return null;
      })
      .toMatch(/Delivery to 560038 in about \d+ days? after the seller hands it to the courier/);
    await bothWidths(buyer.page, "courier-delivery-check");
    const orderId = await paidOrderByApi(buyerPerson, productId);

    // The seller accepts on My Sales; the courier is booked and the card shows the pickup date and the packing slip.
    await signInAs(sellerPage.page, seller);
    await sellerPage.page.goto("/dashboard?tab=orders");
    await sellerPage.page.getByRole("tab", { name: "My Sales" }).click();
    const sale = sellerPage.page.getByTestId("sale-card").first();
    await sale.getByRole("button", { name: "Accept Order" }).click();
    await expect.poll(() => toastWith(sellerPage.page, "Order Accepted").isVisible()).toBe(true);
    await expect
      .poll(async () => {
        if (await sale.getByTestId("pickup-date").isVisible()) return true;
        await sellerPage.page.getByRole("button", { name: "Refresh" }).click();
        return false;
      })
      .toBe(true);
    expect(await sale.getByTestId("awb").textContent()).toMatch(/\S/);
    expect(await sale.getByRole("link", { name: "Packing slip" }).getAttribute("href")).toBe(
      `/track-orders/${orderId}`,
    );
    // Never the courier's label, nor anything of the buyer.
    const saleText = (await sale.textContent()) ?? "";
    expect(saleText).not.toMatch(/label|Sunshine|Asha|98765/i);
    expect(describeViolations(await runAxe(sellerPage.page))).toEqual([]);
    await sellerPage.page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("button")
      .first()
      .click();
    await bothWidths(sellerPage.page, "courier-seller-pickup");

    // The packing slip on the order page: the order number and the AWB only.
    await sale.getByRole("link", { name: "Packing slip" }).click();
    await expect.poll(() => sellerPage.page.getByTestId("packing-slip").isVisible()).toBe(true);
    expect(await sellerPage.page.locator("main").textContent()).not.toMatch(/Shipping label|Sunshine|Asha/);
    await bothWidths(sellerPage.page, "courier-seller-packing-slip");

    // The sandbox courier's scans reach the webhook, as a courier's would.
    const admin = await adminToken();
    for (const status of ["picked_up", "out_for_delivery", "delivered"] as const)
      await courierCarries(orderId, admin, status);

    // The buyer's order page: delivered, every scan, and until when a return can be asked for.
    await buyer.page.goto(`/track-orders/${orderId}`);
    const scans = buyer.page.getByRole("list", { name: "Courier scans" });
    await expect.poll(() => scans.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    const timeline = (await scans.textContent()) ?? "";
    expect(timeline).toMatch(/Delivered/i);
    expect(timeline).toMatch(/Out for delivery/i);
    expect(timeline).toMatch(/Picked up/i);
    expect(await buyer.page.getByTestId("return-window").textContent()).toMatch(/request a return until/);
    expect(describeViolations(await runAxe(buyer.page))).toEqual([]);
    await bothWidths(buyer.page, "courier-buyer-delivered");

    // The dashboard's order dialog shows the same parcel.
    await buyer.page.goto("/dashboard?tab=orders");
    await buyer.page.getByTestId("order-card").first().click();
    const dialog = buyer.page.getByRole("dialog");
    await expect.poll(() => dialog.getByTestId("shipment").isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByRole("list", { name: "Courier scans" }).getByRole("listitem").count())
      .toBeGreaterThanOrEqual(3);
    expect(await dialog.getByRole("link", { name: /Track/ }).count()).toBe(1);
    expect(await dialog.getByTestId("return-window").isVisible()).toBe(true);
    expect(describeViolations(await runAxe(buyer.page))).toEqual([]);
    await bothWidths(buyer.page, "courier-buyer-dialog");
    expect(buyer.problems).toEqual([]);
    expect(sellerPage.problems).toEqual([]);
    await buyer.close();
    await sellerPage.close();
  });
});
