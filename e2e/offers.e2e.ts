import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothWidths, launchBrowser, openPage } from "./browser";
import { listingBy, sellerWithBank } from "./listings";
import { signInAs, toastWith, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("offers: make, see it live, counter, accept the counter", () => {
  it("buyer offers -> seller's bell updates live -> seller counters -> buyer accepts -> pay the total", async () => {
    const seller = await openPage(browser, "desktop");
    const buyer = await openPage(browser, "phone");
    // The people and the listing, approved, set up through the API (the catalogue flow has its own browser test).
    const title = `Godrej almirah ${Date.now() % 100000}`;
    const sellerPerson = await sellerWithBank("Sanjay");
    const listingId = await listingBy(
      sellerPerson,
      { title, description: "Steel, two doors, with locker.", price: 6500 },
      { approve: true },
    );
    await signInAs(seller.page, sellerPerson);
    await signInAs(buyer.page, await verifiedPerson("Bina"));

    // The seller sits on the dashboard; the stream is open.
    await seller.page.goto("/dashboard?tab=products");
    await expect.poll(() => seller.page.getByTestId("notification-bell").isVisible()).toBe(true);
    // Approval told the seller already ("Your listing is live").
    await expect.poll(() => seller.page.getByTestId("notification-badge").textContent()).toBe("1");

    await buyer.page.goto(`/products/${listingId}`);
    await buyer.page.getByTestId("make-offer").click();
    const dialog = buyer.page.getByRole("dialog", { name: "Make an offer" });
    const send = dialog.getByRole("button", { name: "Send offer" });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel("Your offer").fill("7000");
    await expect.poll(() => dialog.getByText("Must be below ₹6,500").isVisible()).toBe(true);
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel("Your offer").fill("5000");
    await dialog.getByLabel(/Message/).fill("Can collect on Sunday. Call me on 98765 43210");
    await bothWidths(buyer.page, "offer-dialog");
    const sentAt = Date.now();
    await send.click();
    await expect.poll(() => toastWith(buyer.page, "Offer submitted").count()).toBeGreaterThan(0);

    // Live: the seller's bell shows it without a reload, within 2 seconds.
    await expect
      .poll(() => seller.page.getByTestId("notification-badge").textContent(), { timeout: 2000, interval: 50 })
      .toBe("2");
    expect(Date.now() - sentAt).toBeLessThan(2500);
    await seller.page.getByTestId("notification-bell").click();
    const panel = seller.page.getByRole("dialog", { name: "Notifications" });
    await expect.poll(() => panel.getByText("New offer received").isVisible()).toBe(true);
    await bothWidths(seller.page, "notification-panel");
    await panel.getByText("New offer received").click();
    await expect.poll(() => seller.page.url()).toMatch(/\/dashboard\?tab=offers&sub=received&offer=[0-9a-f-]{36}$/);

    const card = seller.page.getByTestId("offer-card").filter({ hasText: title });
    await expect.poll(() => card.getByText("[hidden]").isVisible()).toBe(true);
    await card.getByRole("button", { name: "Counter" }).click();
    const counter = seller.page.getByRole("dialog", { name: "Counter offer" });
    await counter.getByLabel("Your counter offer").fill("6000");
    await counter.getByRole("button", { name: "Send counter offer" }).click();
    await expect.poll(() => toastWith(seller.page, "Counter offer sent").count()).toBeGreaterThan(0);
    await expect.poll(() => card.getByText("Negotiated").isVisible()).toBe(true);
    await bothWidths(seller.page, "offers-received");

    // The buyer's bell too, then the counter accepted and the agreed price to pay.
    await expect
      .poll(() => buyer.page.getByTestId("notification-badge").textContent(), { timeout: 2000, interval: 50 })
      .toBe("1");
    await buyer.page.goto("/dashboard?tab=offers");
    await buyer.page.getByRole("tab", { name: "Offers Made" }).click();
    const made = buyer.page.getByTestId("offer-card").filter({ hasText: title });
    await made.getByRole("button", { name: "Accept counter" }).click();
    await expect
      .poll(() => made.getByRole("link", { name: "Pay ₹6,230 (offer ₹6,000 + fee and delivery)" }).isVisible())
      .toBe(true);
    await bothWidths(buyer.page, "offers-made-accepted");

    expect([...seller.problems, ...buyer.problems]).toEqual([]);
    await seller.close();
    await buyer.close();
  });
});
