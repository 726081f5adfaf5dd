import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courierCarries } from "./api";
import { bothWidths, launchBrowser, openPage } from "./browser";
import { adminToken, listingBy, photoFile, sellerWithBank } from "./listings";
import { paidOrderByApi } from "./orders-api";
import { signInAs, toastWith, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("orders after payment", () => {
  it("buyer pays -> tracks it -> seller accepts -> delivered -> buyer asks for a return; the seller sees the sale", async () => {
    const seller = await sellerWithBank("Anil");
    const title = `Philips mixer grinder ${Date.now() % 100000}`;
    const productId = await listingBy(seller, { title, price: 2400 }, { approve: true });
    const buyer = await openPage(browser, "phone");
    const sellerPage = await openPage(browser, "desktop");
    // Bought through the API (checkout.e2e.ts clicks a purchase through); the browser lands where the gateway returns.
    const buyerPerson = await verifiedPerson("Divya");
    const orderId = await paidOrderByApi(buyerPerson, productId);
    await signInAs(buyer.page, buyerPerson);
    await buyer.page.goto(`/payment/success?orderId=${orderId}`);

    // My Orders, reached from the success page, shows the new order as placed.
    await buyer.page.getByRole("link", { name: "Track Your Order" }).click();
    await buyer.page.waitForURL(/\/track-orders\?orderId=/);
    await expect.poll(() => buyer.page.getByTestId("order-card").first().textContent()).toContain(title);
    expect(await buyer.page.getByRole("button", { name: "Cancel Order" }).count()).toBe(1);
    await bothWidths(buyer.page, "orders-my-orders");

    // The seller's card says Order Received; Accept Order confirms it.
    await signInAs(sellerPage.page, seller);
    await sellerPage.page.goto("/dashboard?tab=products");
    await expect.poll(() => sellerPage.page.getByText("Order Received").first().isVisible()).toBe(true);
    await bothWidths(sellerPage.page, "orders-seller-order-received");
    await sellerPage.page.getByRole("button", { name: "Accept Order" }).click();
    await expect.poll(() => toastWith(sellerPage.page, "Order Accepted").isVisible()).toBe(true);

    // The courier's scans: picked up, out for delivery, delivered.
    const admin = await adminToken();
    for (const status of ["picked_up", "out_for_delivery", "delivered"] as const)
      await courierCarries(orderId, admin, status);

    // The buyer's dashboard dialog: delivered, and a return for a faulty item.
    await buyer.page.goto("/dashboard?tab=orders");
    await buyer.page.getByTestId("order-card").first().click();
    const dialog = buyer.page.getByRole("dialog");
    await expect.poll(() => dialog.getByRole("button", { name: "Request Return" }).isVisible()).toBe(true);
    await bothWidths(buyer.page, "orders-dashboard-dialog");
    await dialog.getByRole("button", { name: "Request Return" }).click();
    await buyer.page.getByRole("radio", { name: "It arrived faulty or damaged" }).check();
    const asking = buyer.page.getByRole("dialog", { name: "Request a return" });
    await asking.getByLabel("Describe the problem").fill("One door does not close");
    await asking.locator('input[type="file"]').setInputFiles([photoFile("door.jpg")]);
    await asking.getByRole("button", { name: "Request Return" }).click();
    // The order dialog stays open (the toast sits behind it for assistive technology) and shows the new state.
    await expect.poll(() => dialog.getByRole("button", { name: "Return Requested" }).isDisabled()).toBe(true);
    await expect
      .poll(() => buyer.page.getByText("We'll review your request and arrange a pickup.").first().isVisible())
      .toBe(true);

    // Order Details: the tracker says where the return stands, and asking again is not offered.
    await buyer.page.goto(`/track-orders/${orderId}`);
    await expect.poll(() => buyer.page.getByText("Return Requested").first().isVisible()).toBe(true);
    expect(await buyer.page.getByRole("button", { name: "Return Requested" }).isDisabled()).toBe(true);
    await bothWidths(buyer.page, "orders-details-return");

    // My Sales: what the seller receives (₹2,400 less the 3 % seller fee), never who bought it.
    await sellerPage.page.goto("/dashboard?tab=orders");
    await sellerPage.page.getByRole("tab", { name: "My Sales" }).click();
    await expect.poll(() => sellerPage.page.getByTestId("sale-card").first().textContent()).toContain("₹2,328");
    expect(await sellerPage.page.getByTestId("sale-card").first().textContent()).not.toContain("Sunshine");
    await bothWidths(sellerPage.page, "orders-my-sales");
    expect(buyer.problems).toEqual([]);
    expect(sellerPage.problems).toEqual([]);
    await buyer.close();
    await sellerPage.close();
  });
});
