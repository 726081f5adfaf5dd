import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot } from "./browser";
import { listingBy, sellerWithBank } from "./listings";
import { signInAs, toastWith, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("offer rules: the seller answers offers without waiting", () => {
  it("seller sets rules on My Products -> a high offer is accepted at once and can be paid -> a low one is declined", async () => {
    const title = `Steel almirah ${Date.now() % 100000}`;
    const sellerPerson = await sellerWithBank("Meera");
    const listingId = await listingBy(sellerPerson, { title, price: 6500 }, { approve: true });

    // The seller, on a phone, sets the rules from the card.
    const seller = await openPage(browser, "phone");
    await signInAs(seller.page, sellerPerson);
    await seller.page.goto("/dashboard?tab=products");
    const card = seller.page.getByTestId("seller-product-card").filter({ hasText: title });
    await card.getByRole("button", { name: "Offer rules" }).click();
    const dialog = seller.page.getByRole("dialog", { name: "Offer rules" });
    await dialog.getByLabel("Accept offers from").fill("7000");
    await dialog.getByLabel("Decline offers below").fill("4500");
    await dialog.getByRole("button", { name: "Save rules" }).click();
    await expect
      .poll(() => dialog.getByText("An offer rule must not be above the listing price").isVisible())
      .toBe(true);
    await dialog.getByLabel("Accept offers from").fill("6000");
    await screenshot(seller.page, "offer-rules-card-dialog-phone", { fullPage: false });
    await dialog.getByRole("button", { name: "Save rules" }).click();
    await expect.poll(() => toastWith(seller.page, "Offer rules saved").count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await screenshot(seller.page, "offer-rules-card-phone");

    // The edit form carries them; a price under the accept price asks for the rules to come down with it.
    await seller.page.goto(`/edit-product/${listingId}`);
    await expect.poll(() => seller.page.getByLabel("Accept offers from").inputValue()).toBe("6000");
    expect(await seller.page.getByLabel("Decline offers below").inputValue()).toBe("4500");
    await seller.page.getByLabel(/^Price/).fill("5500");
    const ask = seller.page.getByText("Your price is now below your automatic accept price");
    await expect.poll(() => ask.isVisible()).toBe(true);
    await ask.scrollIntoViewIfNeeded();
    await screenshot(seller.page, "offer-rules-edit-form-phone", { fullPage: false });

    // A buyer's offer at the accept price or above: accepted at once, with the way to pay.
    const high = await openPage(browser, "phone");
    await signInAs(high.page, await verifiedPerson("Harish"));
    await high.page.goto(`/products/${listingId}`);
    await high.page.getByTestId("make-offer").click();
    const make = high.page.getByRole("dialog", { name: "Make an offer" });
    await make.getByLabel("Your offer").fill("6100");
    await make.getByRole("button", { name: "Send offer" }).click();
    await expect.poll(() => toastWith(high.page, "Offer accepted").count()).toBeGreaterThan(0);
    expect(await toastWith(high.page, "Pay within 48 hours").count()).toBeGreaterThan(0);
    const pay = high.page.getByRole("link", { name: /^Pay ₹[\d,]+ \(offer ₹6,100 \+ fee and delivery\)$/ });
    await expect.poll(() => pay.isVisible()).toBe(true);
    await screenshot(high.page, "offer-rules-accepted-phone", { fullPage: false });
    await pay.click();
    await high.page.waitForURL(/\/address-entry\?.*action=offer/);

    // Another buyer's offer below the decline price: declined at once, with words and no figure.
    const low = await openPage(browser, "phone");
    await signInAs(low.page, await verifiedPerson("Lata"));
    await low.page.goto(`/products/${listingId}`);
    await low.page.getByTestId("make-offer").click();
    const lowDialog = low.page.getByRole("dialog", { name: "Make an offer" });
    await lowDialog.getByLabel("Your offer").fill("4000");
    await lowDialog.getByRole("button", { name: "Send offer" }).click();
    const declined = toastWith(low.page, "The seller is looking for a higher offer");
    await expect.poll(() => declined.count()).toBeGreaterThan(0);
    expect(await toastWith(low.page, "Offer declined").count()).toBeGreaterThan(0);
    expect(await declined.first().textContent()).not.toMatch(/4,?500|6,?000/);
    await screenshot(low.page, "offer-rules-declined-phone", { fullPage: false });

    expect([...seller.problems, ...high.problems, ...low.problems]).toEqual([]);
    await Promise.all([seller.close(), high.close(), low.close()]);
  });
});
