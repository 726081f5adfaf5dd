import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "./api";
import { bothWidths, launchBrowser, openPage } from "./browser";
import { listingBy, sellerWithBank, signInAsAdmin } from "./listings";
import { paidOrderByApi } from "./orders-api";
import { toastWith, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const todayInIndia = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/** One step through the status dialog on the order's card in the Orders tab. */
async function moveTo(page: Page, title: string, status: string, date?: string) {
  const card = page.getByRole("article").filter({ hasText: title });
  await card.getByRole("button", { name: "Update status" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("New status").selectOption(status);
  if (date) await dialog.getByLabel("Expected delivery date").fill(date);
  await dialog.getByRole("button", { name: "Update status" }).click();
  await expect.poll(() => toastWith(page, "Order status updated").first().isVisible()).toBe(true);
  await expect.poll(() => dialog.count()).toBe(0);
}

// Payouts fall due from a scheduled job once the return window closes, so no browser step can make one here: the
// Payouts tab's list and Mark paid are covered by admin-orders-tabs.test.ts.
describe("admin panel orders and returns", () => {
  it("paid order -> confirmed with a date -> off the courier -> picked up -> out for delivery -> delivered; return approved, back with the seller and checked", async () => {
    const seller = await sellerWithBank("Rohit");
    const title = `Godrej steel almirah ${Date.now() % 100000}`;
    const productId = await listingBy(seller, { title, price: 8200 }, { approve: true });
    const admin = await openPage(browser, "desktop");
    // Bought through the API (checkout.e2e.ts clicks a purchase through), and the admin signed in with an API
    // session (accounts.e2e.ts signs in at /admin-login).
    const buyerToken = (await verifiedPerson("Lakshmi")).token;
    const orderId = await paidOrderByApi({ token: buyerToken }, productId);

    const { page } = admin;
    await signInAsAdmin(page);

    await page.goto(`/admin-panel?tab=orders&q=${encodeURIComponent(title)}`);
    await expect.poll(() => page.getByRole("article").filter({ hasText: title }).count()).toBe(1);
    await bothWidths(page, "admin-orders-tab");

    // A date before today is refused in the dialog itself.
    const card = page.getByRole("article").filter({ hasText: title });
    await card.getByRole("button", { name: "Update status" }).click();
    await page.getByRole("dialog").getByLabel("Expected delivery date").fill("2020-01-01");
    await page.getByRole("dialog").getByRole("button", { name: "Update status" }).click();
    await expect
      .poll(() => page.getByText("Expected delivery date cannot be earlier than today").isVisible())
      .toBe(true);
    await bothWidths(page, "admin-orders-status-dialog");
    await page.keyboard.press("Escape");

    const expected = new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    await moveTo(page, title, "confirmed", expected);
    // The courier now carries the parcel: its steps are not offered until the admin takes it off the courier.
    await card.getByRole("button", { name: "Update status" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByText(/AWB/).isVisible()).toBe(true);
    expect(await dialog.getByRole("option", { name: "Picked Up" }).count()).toBe(0);
    await bothWidths(page, "admin-orders-courier-dialog");
    await dialog.getByRole("button", { name: "Take off the courier" }).click();
    // Off the courier (the server said so: the dialog changes only on its answer), it offers the next step.
    await expect.poll(() => dialog.getByRole("option", { name: "Picked Up" }).count()).toBe(1);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await moveTo(page, title, "picked_up");
    await moveTo(page, title, "out_for_delivery");
    await moveTo(page, title, "delivered");
    await expect.poll(() => card.textContent()).toContain("Delivered");
    expect(await card.getByRole("button", { name: "Update status" }).count()).toBe(0);

    // The admin's view of the order.
    await card.getByRole("link", { name: "View order" }).click();
    await page.waitForURL(new RegExp(`/track-orders/${orderId}$`));

    await call("POST", `/orders/${orderId}/return`, { reason: "wrong_size" }, buyerToken);
    await page.goto("/admin-panel?tab=returns&status=requested");
    const ret = page.getByRole("article").filter({ hasText: title });
    await expect.poll(() => ret.count()).toBe(1);
    await bothWidths(page, "admin-returns-tab");
    await ret.getByRole("button", { name: "Approve" }).click();
    await expect.poll(() => toastWith(page, "Return approved").first().isVisible()).toBe(true);

    await page.goto("/admin-panel?tab=returns&status=approved");
    await expect.poll(() => ret.count()).toBe(1);
    // The parcel came back by hand: the admin says so, and the seller's check (returns.e2e.ts clicks it) refunds.
    await ret.getByRole("button", { name: /Parcel back with seller/ }).click();
    await expect
      .poll(() =>
        toastWith(page, /Back with the seller/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await call("PUT", `/orders/${orderId}/return/check`, { outcome: "received" }, seller.token);
    await page.goto("/admin-panel?tab=returns&status=processed");
    await expect.poll(() => ret.textContent()).toContain("Return Completed");

    await page.goto("/admin-panel?tab=payouts");
    await expect.poll(() => page.getByRole("link", { name: "Paid" }).isVisible()).toBe(true);
    await bothWidths(page, "admin-payouts-tab");
    expect(admin.problems).toEqual([]);
    await admin.close();
  });
});
