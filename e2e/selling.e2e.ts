import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot, type ViewportName } from "./browser";
import { listingBy, sellerWithBank } from "./listings";
import { signInAs, toastWith, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHOTO_REQUIRED = "Add at least one photo of the item: buyers will not consider a listing without one.";

const EMPTY_FORM_TOAST =
  "Please fill in the required fields: title, description, price, category, pickup address line 1, pincode, city, and state.";

async function fillListing(page: Page, title: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Teak frame, cushions washed last month. Pickup only.");
  await page.getByLabel("Price (₹)").fill("7000");
  await page.getByLabel("Category").selectOption("home_garden");
  await page.locator("input[type=file][multiple]").setInputFiles({
    name: "sofa.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: "#92400e" } })
      .jpeg()
      .toBuffer(),
  });
  await expect.poll(() => page.getByRole("img", { name: "Photo 1" }).count()).toBe(1);
  await page.getByLabel("Address line 1").fill("9 Residency Road");
  await page.getByLabel("Pincode").fill("560025");
  await page.getByLabel("City").fill("Bengaluru");
  await page.getByLabel("State", { exact: true }).selectOption("Karnataka");
}

async function addBankAccount(page: Page, number: string, bank: string) {
  await page.getByRole("button", { name: "Add Bank Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Bank Account" });
  await dialog.getByLabel("Account holder name").fill("Farah Khan");
  await dialog.getByLabel("Account number", { exact: true }).fill(number);
  await dialog.getByLabel("Confirm account number").fill(number);
  await dialog.getByLabel("IFSC code").fill("SBIN0001234");
  await dialog.getByLabel("Bank name", { exact: true }).selectOption(bank);
  // Enter in the dialog, as a phone keyboard's Go key does: a real submit event, not a click handler.
  await dialog.getByLabel("IFSC code").press("Enter");
  await expect.poll(() => toastWith(page, "Bank account added successfully!").count()).toBeGreaterThan(0);
}

describe("selling: the listing form", () => {
  it("an empty form says what each field lacks and puts the focus on the first one", async () => {
    const { page, problems, close } = await openPage(browser, "phone");
    await signInAs(page, await verifiedPerson("Neha"));
    await page.goto("/list-product");
    await page.getByRole("button", { name: "List Product" }).click();
    await expect.poll(() => toastWith(page, EMPTY_FORM_TOAST).count()).toBeGreaterThan(0);
    const form = page.locator("form");
    expect(await form.getByText("Title is required").isVisible()).toBe(true);
    expect(await form.getByText("Description is required").isVisible()).toBe(true);
    expect(await form.getByText("Price is required").isVisible()).toBe(true);
    expect(await form.getByText("Please choose a category from the list").isVisible()).toBe(true);
    expect(await form.getByText(PHOTO_REQUIRED).isVisible()).toBe(true);
    expect(await form.getByText(EMPTY_FORM_TOAST).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("l-title");
    await screenshot(page, "list-product-field-errors-phone");

    // Fixing the first field moves the focus on to the next one still wrong, and the toast stops naming it.
    await page.getByLabel("Title").fill("Teak rocking chair");
    await page.getByRole("button", { name: "List Product" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("l-description");
    await expect
      .poll(() =>
        toastWith(
          page,
          "Please fill in the required fields: description, price, category, pickup address line 1, pincode, city, and state.",
        ).count(),
      )
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  it("a file named .jpg that is not a picture is refused at the field when picked", async () => {
    const { page, problems, close } = await openPage(browser, "desktop");
    await signInAs(page, await verifiedPerson("Arjun"));
    await page.goto("/list-product");
    await page.locator("input[type=file][multiple]").setInputFiles({
      name: "notes.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("shopping list: milk, bread, eggs\n".repeat(40)),
    });
    await expect
      .poll(() =>
        page.getByText("notes.jpg is not a picture we can open. Choose JPEG, PNG or WebP photos.").isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole("img", { name: /^Photo \d$/ }).count()).toBe(0);
    await screenshot(page, "list-product-unreadable-photo-desktop");
    expect(problems).toEqual([]);
    await close();
  });

  it("adding a bank account in its dialog does not submit the listing form around it", async () => {
    const { page, problems, close } = await openPage(browser, "phone");
    await signInAs(page, await verifiedPerson("Farah"));
    await page.goto("/list-product");

    // An incomplete listing: the dialog's submit must not raise the listing's validation over it.
    await page.getByLabel("Title").fill("Teak sofa");
    await addBankAccount(page, "30100234567890", "State Bank of India");
    await expect.poll(() => page.getByRole("radio", { name: /State Bank of India.*7890/ }).isChecked()).toBe(true);
    expect(await toastWith(page, /Please fill in/).count()).toBe(0);
    expect(await page.getByLabel("Description").getAttribute("aria-invalid")).toBeNull();

    // A complete listing with the first account chosen: adding a second must not list it with the first.
    await fillListing(page, `Teak sofa ${Date.now() % 100000}`);
    await addBankAccount(page, "40100234561111", "HDFC Bank");
    await expect.poll(() => page.getByRole("radio", { name: /HDFC Bank.*1111/ }).isChecked()).toBe(true);
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe("/list-product");
    expect(await toastWith(page, "Your product has been submitted for admin approval.").count()).toBe(0);
    await screenshot(page, "list-product-second-account-phone");

    await page.getByRole("button", { name: "List Product" }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe("/dashboard");
    expect(problems).toEqual([]);
    await close();
  });

  it.each(["phone", "desktop"] as ViewportName[])(
    "at %s width: offers the pickup address of an earlier listing, fills city and state from the pincode, and wants a photo",
    async (viewport) => {
      const seller = await sellerWithBank("Rohan");
      await listingBy(seller, {
        addressLine1: "4 Park Street",
        pincode: "700016",
        city: "Kolkata",
        state: "West Bengal",
      });
      const { page, problems, close } = await openPage(browser, viewport);
      await signInAs(page, seller);
      await page.goto("/list-product");

      // The address of the seller's earlier listing, in one tap: nothing to retype.
      const earlier = page.getByRole("button", { name: /4 Park Street/ });
      await expect.poll(() => earlier.isVisible()).toBe(true);
      await earlier.click();
      expect(await page.getByLabel("Address line 1").inputValue()).toBe("4 Park Street");
      expect(await page.getByLabel("City").inputValue()).toBe("Kolkata");

      // Another pincode fills in its city and state, in the city's one name (the directory says "Bangalore").
      await page.getByLabel("Address line 1").fill("9 Residency Road");
      await page.getByLabel("Pincode").fill("560025");
      await expect.poll(() => page.getByLabel("City").inputValue()).toBe("Bengaluru");
      expect(await page.getByLabel("State", { exact: true }).inputValue()).toBe("Karnataka");

      // Everything but a photo: the form asks for one and stays.
      await page.getByLabel("Title").fill("Teak rocking chair");
      await page.getByLabel("Description").fill("Solid teak, no wobble.");
      await page.getByLabel("Price (₹)").fill("7000");
      await page.getByLabel("Category").selectOption("home_garden");
      await page.getByRole("button", { name: "List Product" }).click();
      await expect.poll(() => page.locator("form").getByText(PHOTO_REQUIRED).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe("/list-product");
      await screenshot(page, `list-product-pickup-and-photo-${viewport}`);
      expect(problems).toEqual([]);
      await close();
    },
  );
});
