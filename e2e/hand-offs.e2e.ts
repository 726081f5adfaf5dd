import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "./api";
import { launchBrowser, openPage } from "./browser";
import { bothWidths, toSandbox } from "./checkout-flow";
import { listingBy, sellerWithBank } from "./listings";
import { paidOrderByApi } from "./orders-api";
import { signInAs, toastWith } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens the bell and taps the newest notification titled `title`. */
async function tapNotification(page: Page, title: string) {
  await page.getByTestId("notification-bell").click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect.poll(() => panel.getByText(title).first().isVisible()).toBe(true);
  await panel.getByText(title).first().click();
}

interface MineOffer {
  offer: { id: string; status: string } | null;
}

describe("every person's next step in one tap (390 px)", () => {
  it("the seller's new-order notification leads to Accept Order; the dashboard opens on My Sales", async () => {
    const seller = await sellerWithBank("Farhan");
    const title = `Usha sewing machine ${Date.now() % 100000}`;
    const productId = await listingBy(seller, { title, price: 8200 }, { approve: true });
    const sellerPage = await openPage(browser, "phone");
    try {
      const orderId = await paidOrderByApi(await sellerWithBank("Gita"), productId);

      await signInAs(sellerPage.page, seller);
      await sellerPage.page.goto("/dashboard");
      const sales = sellerPage.page.getByRole("tab", { name: "My Sales" });
      await expect.poll(() => sales.getAttribute("aria-selected")).toBe("true");
      const card = sellerPage.page.getByTestId("sale-card").first();
      await expect.poll(() => card.textContent()).toContain(title);
      expect(await card.textContent()).toMatch(
        /Accept by \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m or the sale is cancelled/,
      );
      await bothWidths(sellerPage.page, "hand-offs-my-sales");

      await sellerPage.page.goto("/dashboard?tab=products");
      const product = sellerPage.page.getByTestId("seller-product-card").filter({ hasText: title });
      await expect.poll(() => product.getByText("Sold at ₹8,200").isVisible()).toBe(true);
      expect(await product.getByText(/^Order received: accept by \d{1,2} [A-Z][a-z]{2}, /).isVisible()).toBe(true);
      await bothWidths(sellerPage.page, "hand-offs-my-products");

      await tapNotification(sellerPage.page, "New order");
      await sellerPage.page.waitForURL(new RegExp(`/track-orders/${orderId}$`));
      const accept = sellerPage.page.getByRole("button", { name: "Accept Order" });
      await expect.poll(() => accept.isVisible()).toBe(true);
      await bothWidths(sellerPage.page, "hand-offs-seller-order-page");
      await accept.click();
      await expect.poll(() => toastWith(sellerPage.page, "Order Accepted").isVisible()).toBe(true);
      const order = await call<{ status: string }>("GET", `/orders/${orderId}`, undefined, seller.token);
      expect(order.status).toBe("confirmed");
      expect(sellerPage.problems).toEqual([]);
    } finally {
      await sellerPage.close();
    }
  });

  it("the counter-offer notification opens the counter; once paid, the offer names its order", async () => {
    const seller = await sellerWithBank("Hari");
    const buyerPerson = await sellerWithBank("Isha");
    const title = `Prestige pressure cooker ${Date.now() % 100000}`;
    const productId = await listingBy(seller, { title, price: 6500 }, { approve: true });
    const { user } = await call<{ user: { id: string } }>("GET", "/auth/me", undefined, seller.token);
    const { id: offerId } = await call<{ id: string }>(
      "POST",
      "/offers",
      { productId, sellerId: user.id, amount: 5000 },
      buyerPerson.token,
    );
    const buyer = await openPage(browser, "phone");
    try {
      await signInAs(buyer.page, buyerPerson);
      await buyer.page.goto("/browse");
      await expect.poll(() => buyer.page.getByTestId("notification-bell").isVisible()).toBe(true);
      await call("PUT", `/offers/${offerId}/counter`, { counterAmount: 6000 }, seller.token);

      await tapNotification(buyer.page, "Counter offer received");
      await buyer.page.waitForURL(new RegExp(`/dashboard\\?tab=offers&sub=made&offer=${offerId}$`));
      const card = buyer.page.locator(`#offer-${offerId}`);
      await expect.poll(() => card.getAttribute("aria-current")).toBe("true");
      expect(await buyer.page.getByRole("tab", { name: "Offers Made" }).getAttribute("aria-selected")).toBe("true");
      await bothWidths(buyer.page, "hand-offs-counter");
      await card.getByRole("button", { name: "Accept counter" }).click();

      const pay = card.getByRole("link", { name: "Pay ₹6,230 (offer ₹6,000 + fee and delivery)" });
      await expect.poll(() => pay.isVisible()).toBe(true);
      await pay.click();
      await buyer.page.waitForURL(/\/address-entry\?/);
      await buyer.page.getByLabel("Recipient's name *").fill("Meera Iyer");
      await buyer.page.getByLabel("Phone *").fill("98450 12345");
      await buyer.page.getByLabel("Address line 1 *").fill("12 MG Road");
      await buyer.page.getByLabel("Pincode *").fill("560001");
      // The directory fills in the city from the pincode; wait for it before changing it, so it cannot overwrite.
      await expect.poll(() => buyer.page.getByLabel("City *").inputValue()).not.toBe("");
      await buyer.page.getByLabel("City *").fill("Bengaluru");
      await buyer.page.getByLabel("State *").selectOption("Karnataka");
      await buyer.page.getByRole("button", { name: "Save & Continue" }).click();
      await buyer.page.waitForURL(/\/order-summary\?/);
      await toSandbox(buyer.page);
      await buyer.page
        .getByRole("button", { name: /^Pay\b/ })
        .first()
        .click();
      await buyer.page.waitForURL(/\/payment\/success\?orderId=/, { timeout: 15_000 });
      const orderId = new URL(buyer.page.url()).searchParams.get("orderId")!;

      await buyer.page.goto("/dashboard?tab=offers&sub=made");
      const paid = buyer.page.locator(`#offer-${offerId}`).getByRole("link", { name: /^Paid · Order #\d+$/ });
      await expect.poll(() => paid.isVisible()).toBe(true);
      expect(await buyer.page.locator(`#offer-${offerId}`).getByRole("link", { name: /^Pay / }).count()).toBe(0);
      await bothWidths(buyer.page, "hand-offs-paid-offer");
      await paid.click();
      await buyer.page.waitForURL(new RegExp(`/track-orders/${orderId}$`));
      expect(buyer.problems).toEqual([]);
    } finally {
      await buyer.close();
    }
  });

  it("withdraw an open offer from the product page, then make a new one", async () => {
    const seller = await sellerWithBank("Jaya");
    const buyerPerson = await sellerWithBank("Kiran");
    const productId = await listingBy(
      seller,
      { title: `Bajaj table fan ${Date.now() % 100000}`, price: 3000 },
      {
        approve: true,
      },
    );
    const buyer = await openPage(browser, "phone");
    try {
      await signInAs(buyer.page, buyerPerson);
      await buyer.page.goto(`/products/${productId}`);
      await buyer.page.getByTestId("make-offer").click();
      const dialog = buyer.page.getByRole("dialog", { name: "Make an offer" });
      await dialog.getByLabel("Your offer").fill("1400");
      await expect.poll(() => dialog.getByText("Offers on this item start at ₹1,500").isVisible()).toBe(true);
      await dialog.getByLabel("Your offer").fill("2200");
      await dialog.getByRole("button", { name: "Send offer" }).click();

      const mine = buyer.page.getByTestId("my-offer");
      await expect.poll(() => mine.textContent()).toContain("Your offer ₹2,200 is pending");
      expect(await buyer.page.getByTestId("make-offer").count()).toBe(0);
      await bothWidths(buyer.page, "hand-offs-product-pending-offer");
      await mine.getByRole("button", { name: "Withdraw" }).click();
      await expect.poll(() => toastWith(buyer.page, "Offer withdrawn").isVisible()).toBe(true);
      await expect.poll(() => buyer.page.getByTestId("make-offer").isVisible()).toBe(true);

      await buyer.page.getByTestId("make-offer").click();
      await dialog.getByLabel("Your offer").fill("2500");
      await dialog.getByRole("button", { name: "Send offer" }).click();
      await expect.poll(() => mine.textContent()).toContain("Your offer ₹2,500 is pending");
      const { offer } = await call<MineOffer>("GET", `/offers/product/${productId}/mine`, undefined, buyerPerson.token);
      expect(offer?.status).toBe("pending");
      const notes = await call<{ notifications: { title: string }[] }>(
        "GET",
        "/notifications",
        undefined,
        seller.token,
      );
      expect(notes.notifications.map((n) => n.title)).toContain("Offer withdrawn");
      expect(buyer.problems).toEqual([]);
    } finally {
      await buyer.close();
    }
  });
});
