import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, courierCarries } from "./api";
import { bothWidths, launchBrowser, openPage } from "./browser";
import { adminToken, listingBy, sellerWithBank } from "./listings";
import { paidOrderByApi } from "./orders-api";
import { signInAs, toastWith, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function rateOnPage(page: Page, orderId: string, stars: number, comment: string) {
  await page.goto(`/track-orders/${orderId}`);
  await expect.poll(() => page.getByRole("heading", { name: /^Rate the/ }).isVisible()).toBe(true);
  await page.locator("label", { hasText: `${stars} stars` }).click();
  if (comment) await page.getByLabel("Comment (optional)").fill(comment);
  await page.getByRole("button", { name: "Submit rating" }).click();
  await expect.poll(() => page.getByRole("heading", { name: "Your rating" }).isVisible()).toBe(true);
}

describe("ratings and the seller's profile", () => {
  it("after delivery both sides rate; the profile shows the average and the review; the product page links to it", async () => {
    const seller = await sellerWithBank("Meera");
    const title = `Prestige pressure cooker ${Date.now() % 100000}`;
    const productId = await listingBy(seller, { title, price: 1800 }, { approve: true });
    const buyer = await openPage(browser, "phone");
    const sellerPage = await openPage(browser, "desktop");
    const buyerPerson = await verifiedPerson("Rohan");
    const orderId = await paidOrderByApi(buyerPerson, productId);
    await signInAs(buyer.page, buyerPerson);
    const admin = await adminToken();
    await call("PUT", `/admin/orders/${orderId}/status`, { status: "confirmed" }, admin);
    await courierCarries(orderId, admin, "delivered");

    await buyer.page.goto(`/track-orders/${orderId}`);
    await expect.poll(() => buyer.page.getByRole("heading", { name: "Rate the seller" }).isVisible()).toBe(true);
    await buyer.page.locator("label", { hasText: "4 stars" }).click();
    await buyer.page.getByLabel("Comment (optional)").fill("Well packed and exactly as described. Thank you!");
    await bothWidths(buyer.page, "rating-form");
    await buyer.page.getByRole("button", { name: "Submit rating" }).click();
    await expect
      .poll(async () => [
        await buyer.page.getByRole("heading", { name: "Your rating" }).isVisible(),
        await buyer.page.locator("#rate [role=alert]").allTextContents(),
      ])
      .toEqual([true, []]);
    // The toast follows the answer by a tick or two: wait for it rather than race the heading.
    await expect.poll(() => toastWith(buyer.page, "Thank you for your rating").count()).toBe(1);
    // Double-blind: the buyer does not see the seller's rating until the seller has rated too.
    expect(await buyer.page.getByText("Shown once you have both rated").isVisible()).toBe(true);

    await signInAs(sellerPage.page, seller);
    await rateOnPage(sellerPage.page, orderId, 5, "Quick payment, friendly buyer.");
    await expect.poll(() => sellerPage.page.getByText("Well packed and exactly as described.").isVisible()).toBe(true);

    // The product page's seller card links to the profile, which shows the new average and review.
    await buyer.page.goto(`/products/${productId}`);
    const card = buyer.page.getByRole("link", { name: /^Seller Meera/ });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain("1 item sold");
    await bothWidths(buyer.page, "product-seller-card");
    await card.click();
    await buyer.page.waitForURL(/\/sellers\//);
    await expect.poll(() => buyer.page.getByRole("heading", { name: "Meera", level: 1 }).isVisible()).toBe(true);
    expect(await buyer.page.getByText("4.0").first().isVisible()).toBe(true);
    expect(await buyer.page.getByText("Well packed and exactly as described. Thank you!").isVisible()).toBe(true);
    expect(await buyer.page.content()).not.toContain(seller.email);
    await bothWidths(buyer.page, "seller-profile");

    // An admin hides the review's text; the stars still count on the profile.
    await signInAs(sellerPage.page, { token: await adminToken() });
    await sellerPage.page.goto("/admin-panel?tab=reviews");
    const review = sellerPage.page
      .getByRole("article")
      .filter({ hasText: "Well packed and exactly as described. Thank you!" });
    await review.getByRole("button", { name: "Hide" }).click();
    await sellerPage.page.getByLabel("Reason").fill("Test of hiding");
    await sellerPage.page.getByRole("button", { name: "Hide review" }).click();
    await expect.poll(() => review.getByText("Hidden: Test of hiding").isVisible()).toBe(true);
    await bothWidths(sellerPage.page, "admin-reviews");
    await buyer.page.reload();
    await expect.poll(() => buyer.page.getByRole("heading", { name: "Meera", level: 1 }).isVisible()).toBe(true);
    expect(await buyer.page.getByText("Well packed and exactly as described.").count()).toBe(0);
    expect(await buyer.page.getByText("4.0").first().isVisible()).toBe(true);

    await buyer.page.goto("/sellers/no_such_person_here");
    await expect.poll(() => buyer.page.getByRole("heading", { name: "Seller not found" }).isVisible()).toBe(true);
    expect(buyer.problems).toEqual([]);
    expect(sellerPage.problems).toEqual([]);
    await buyer.close();
    await sellerPage.close();
  });

  it("a listing reported by three new accounts stays in browse for the admin's review; the admin dismisses the reports", async () => {
    const seller = await sellerWithBank("Farhan");
    const title = `Kumquatz table lamp ${Date.now() % 100000}`;
    const productId = await listingBy(seller, { title, price: 900 }, { approve: true });
    const phone = await openPage(browser, "phone");
    const desk = await openPage(browser, "desktop");
    // The first report through the product page's dialog.
    await signInAs(phone.page, await verifiedPerson("Ishita"));
    await phone.page.goto(`/products/${productId}`);
    await phone.page.getByRole("button", { name: "Report this listing" }).click();
    const dialog = phone.page.getByRole("dialog", { name: "Report this listing" });
    await dialog.getByText("Counterfeit or fake").click();
    await dialog.getByLabel("Details (optional)").fill("Logo is printed, not embossed");
    await bothWidths(phone.page, "report-dialog");
    await dialog.getByRole("button", { name: "Report", exact: true }).click();
    await expect.poll(() => toastWith(phone.page, "Listing reported").isVisible()).toBe(true);

    const inBrowse = async () =>
      (await call<{ id: string }[]>("GET", `/products?search=kumquatz&limit=50`)).some((p) => p.id === productId);
    expect(await inBrowse()).toBe(true);
    for (const name of ["Kabir", "Lata"]) {
      const person = await verifiedPerson(name);
      await call("POST", `/products/${productId}/report`, { reason: "scam" }, person.token);
    }
    // Accounts made minutes ago: their reports bring it to review and do not hide it (decision 0037).
    expect(await inBrowse()).toBe(true);

    // The admin's Reports tab: reasons and counts, then Dismiss.
    await signInAs(desk.page, { token: await adminToken() });
    await desk.page.goto("/admin-panel?tab=reports");
    const card = desk.page.getByRole("article", { name: `Reports of ${title}` });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain("3 reports · needs review");
    expect(await card.textContent()).toContain("Looks like a scam × 2");
    await bothWidths(desk.page, "admin-reports");
    await card.getByRole("button", { name: "Dismiss" }).click();
    await expect.poll(() => toastWith(desk.page, "Reports dismissed").isVisible()).toBe(true);
    expect(await inBrowse()).toBe(true);
    expect(phone.problems).toEqual([]);
    expect(desk.problems).toEqual([]);
    await phone.close();
    await desk.close();
  });
});
