import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot } from "./browser";
import { listingBy, sellerWithBank, signInAsAdmin, uploadVideo, type Seller } from "./listings";
import { signInAs, toastWith, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const photo = async (name: string, background: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 2400, height: 1800, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

/** Only the container's first box is checked on upload; the browser never plays it here. */
const walkaroundVideo = {
  name: "walkaround.mp4",
  mimeType: "video/mp4",
  buffer: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42"),
    Buffer.alloc(4),
    Buffer.from("mp42isom"),
    Buffer.alloc(4096, 7),
  ]),
};

async function adminPage(viewport: "phone" | "desktop") {
  const opened = await openPage(browser, viewport);
  // An API session: accounts.e2e.ts tests signing in at /admin-login.
  await signInAsAdmin(opened.page);
  return opened;
}

async function approveIn(page: Page, title: string) {
  await page.goto("/admin-panel?tab=pending");
  const card = page.locator("article").filter({ hasText: title });
  await expect.poll(() => card.count()).toBe(1);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect.poll(() => toastWith(page, "Product approved").count()).toBeGreaterThan(0);
}

/** A phone as the listing form in the first test lists it, here made through the API for the tests after it. */
async function phoneListedBy(seller: Seller, title: string, { approve = false, video = false } = {}) {
  const front = await photo("front.jpg", "#7f1d1d");
  const id = await listingBy(
    seller,
    {
      title,
      description: "Burgundy, 12 GB RAM, 256 GB. S Pen works. Small scratch on the frame.",
      price: 54000,
      category: "electronics",
      productType: "mobile",
      brand: "Samsung",
      ram: "8gb",
      storage: "256gb",
      condition: "like_new",
      images: [`data:image/jpeg;base64,${front.buffer.toString("base64")}`],
      videoUrl: video ? await uploadVideo(seller, walkaroundVideo.buffer) : undefined,
      addressLine1: "21 Linking Road, Bandra West",
      pincode: "400050",
      city: "Mumbai",
      state: "Maharashtra",
    },
    { approve },
  );
  return `/products/${id}`;
}

// Each test makes the listing it is about: run alone (vitest -t) it passes or fails for its own reasons.
describe("catalogue: list, approve, find, wishlist, edit", () => {
  const stamp = Date.now() % 100000;

  it("a seller lists a product with two photos and a new bank account", async () => {
    const title = `Samsung Galaxy S22 Ultra ${stamp} listed`;
    const { page, problems, close } = await openPage(browser, "phone");
    await signInAs(page, await verifiedPerson("Seema"));
    await page.goto("/list-product");
    await screenshot(page, "list-product-empty-phone");
    await page.getByRole("button", { name: "List Product" }).click();
    await expect
      .poll(() =>
        toastWith(
          page,
          /^Please fill in the required fields: title, description, price, category, pickup address/,
        ).count(),
      )
      .toBeGreaterThan(0);
    await screenshot(page, "list-product-errors-phone");

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Burgundy, 12 GB RAM, 256 GB. S Pen works. Small scratch on the frame.");
    await page.getByLabel("Price (₹)").fill("54000");
    await page.getByLabel("Category").selectOption("electronics");
    await page.getByLabel("Product type").selectOption("mobile");
    await page.getByLabel("Brand", { exact: true }).selectOption("Samsung");
    await page.getByLabel("RAM").selectOption("8gb");
    await page.getByLabel("Storage").selectOption("256gb");
    await page.getByLabel("Like New").check();
    await page
      .locator("input[type=file][multiple]")
      .setInputFiles([await photo("front.jpg", "#7f1d1d"), await photo("back.jpg", "#1e3a8a")]);
    await expect.poll(() => page.getByRole("img", { name: /^Photo \d$/ }).count()).toBe(2);
    await page.locator('input[type=file][accept^="video"]').setInputFiles(walkaroundVideo);
    await expect.poll(() => page.getByLabel("Listing video").count()).toBe(1);
    await page.getByLabel("Address line 1").fill("21 Linking Road, Bandra West");
    await page.getByLabel("Pincode").fill("400050");
    await page.getByLabel("City").fill("Mumbai");
    await page.getByLabel("State").selectOption("Maharashtra");

    await page.getByRole("button", { name: "Add Bank Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Bank Account" });
    await dialog.getByLabel("Account holder name").fill("Seema Sharma");
    await dialog.getByLabel("Account number", { exact: true }).fill("50100234567890");
    await dialog.getByLabel("Confirm account number").fill("50100234567891");
    await dialog.getByLabel("IFSC code").fill("hdfc0000240");
    await dialog.getByLabel("Bank name", { exact: true }).selectOption("HDFC Bank");
    await dialog.getByRole("button", { name: "Add Bank Account" }).click();
    await expect.poll(() => dialog.getByText("Account numbers do not match").isVisible()).toBe(true);
    await screenshot(page, "add-bank-dialog-phone");
    await dialog.getByLabel("Confirm account number").fill("50100234567890");
    await dialog.getByRole("button", { name: "Add Bank Account" }).click();
    await expect.poll(() => toastWith(page, "Bank account added successfully!").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole("radio", { name: /HDFC Bank.*XXXXXX7890/ }).isChecked()).toBe(true);
    await screenshot(page, "list-product-filled-phone");

    await page.getByRole("button", { name: "List Product" }).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 30_000 })
      .toBe("/dashboard?tab=products");
    expect(await toastWith(page, "Your product has been submitted for admin approval.").count()).toBeGreaterThan(0);
    const card = page.locator("article").filter({ hasText: title });
    await expect.poll(() => card.getByText("Pending approval").isVisible()).toBe(true);
    await screenshot(page, "dashboard-products-phone");
    await card.getByRole("link", { name: "View" }).click();
    const productUrl = new URL(page.url()).pathname;
    expect(productUrl).toMatch(/^\/products\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText("This is your listing.").isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it("the public cannot see it until an admin approves it", async () => {
    const title = `Samsung Galaxy S22 Ultra ${stamp} pending`;
    const productUrl = await phoneListedBy(await sellerWithBank("Seema"), title, { video: true });
    const visitor = await openPage(browser, "desktop");
    await visitor.page.goto(productUrl);
    await expect.poll(() => visitor.page.getByRole("heading", { name: "Product not found" }).isVisible()).toBe(true);

    const admin = await adminPage("desktop");
    await admin.page.goto("/admin-panel?tab=pending");
    await expect.poll(() => admin.page.locator("article").filter({ hasText: title }).count()).toBe(1);
    await screenshot(admin.page, "admin-pending-desktop");
    await approveIn(admin.page, title);
    await admin.close();

    await visitor.page.goto(productUrl);
    await expect.poll(() => visitor.page.getByRole("heading", { name: title }).isVisible()).toBe(true);
    expect(await visitor.page.getByText("₹54,000").first().isVisible()).toBe(true);
    // The video is offered but not fetched until the buyer presses play.
    expect(await visitor.page.getByLabel(`Video of ${title}`).getAttribute("preload")).toBe("none");
    await screenshot(visitor.page, "product-page-desktop");
    await visitor.close();
  });

  it("a buyer finds it by searching with a typo and saves it to the wishlist", async () => {
    const title = `Samsung Galaxy S22 Ultra ${stamp} live`;
    const productUrl = await phoneListedBy(await sellerWithBank("Seema"), title, { approve: true });
    const { page, problems, close } = await openPage(browser, "desktop");
    await page.goto("/");
    await page
      .locator("article")
      .first()
      .getByRole("button", { name: /wishlist/ })
      .click();
    await expect.poll(() => toastWith(page, "Login Required").count()).toBeGreaterThan(0);

    // Signed in with an API session (accounts.e2e.ts tests signing in), the page reloaded as after a login.
    await signInAs(page, await verifiedPerson("Rahul"));
    await page.reload();
    await expect.poll(() => page.getByTestId("header-user").isVisible()).toBe(true);
    await page.getByRole("combobox", { name: "Search products" }).fill("samsng galaxy");
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/browse");
    const card = page.locator("article").filter({ hasText: title });
    await expect.poll(() => card.count()).toBe(1);
    await screenshot(page, "browse-search-desktop");
    // A search sent without a category is offered the one the server's dictionary finds, rendered with the results.
    await page.goto("/browse?search=phone");
    await page.getByRole("button", { name: "Browse Electronics" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe("electronics");
    await page.goBack();
    await card.getByRole("button", { name: /Add .* to wishlist/ }).click();
    await expect.poll(() => toastWith(page, "Added to Wishlist").count()).toBeGreaterThan(0);
    await page.goto("/dashboard?tab=wishlist");
    await expect.poll(() => page.getByRole("link", { name: title }).isVisible()).toBe(true);
    await screenshot(page, "dashboard-wishlist-desktop");
    await page.goto(productUrl);
    await page.getByRole("button", { name: /Open photo 1/ }).click();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(() => page.getByText("150%").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(problems).toEqual([]);
    await close();
  });

  it("the seller's edit of the live listing waits for approval while buyers see the old one", async () => {
    const title = `Samsung Galaxy S22 Ultra ${stamp} edited`;
    const seller = await sellerWithBank("Seema");
    const productUrl = await phoneListedBy(seller, title, { approve: true, video: true });
    const { page, problems, close } = await openPage(browser, "desktop");
    // An API session: accounts.e2e.ts and live-session.e2e.ts log in with a password.
    await signInAs(page, seller);
    await page.goto(productUrl.replace("/products/", "/edit-product/"));
    await expect.poll(() => page.getByText("This listing is live.").isVisible()).toBe(true);
    await page.getByLabel("Price (₹)").fill("51000");
    await screenshot(page, "edit-product-desktop");
    await page.getByRole("button", { name: "Save Changes" }).click();
    // The dialog is modal (the toast under it is hidden from assistive tech until it closes).
    await expect.poll(() => page.getByRole("dialog", { name: "Product Updated!" }).isVisible()).toBe(true);
    await screenshot(page, "product-updated-desktop");
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe("/dashboard");
    await expect.poll(() => toastWith(page, "Product Updated Successfully!").count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator("article").filter({ hasText: title }).getByText("Edit awaiting approval").isVisible())
      .toBe(true);

    const visitor = await openPage(browser, "phone");
    await visitor.page.goto(productUrl);
    await expect.poll(() => visitor.page.getByText("₹54,000").first().isVisible()).toBe(true);

    const admin = await adminPage("desktop");
    await admin.page.goto("/admin-panel?tab=pending");
    const card = admin.page.locator("article").filter({ hasText: title });
    await expect.poll(() => card.getByText("Edit of live listing").isVisible()).toBe(true);
    expect(await card.getByText("₹51,000").isVisible()).toBe(true);
    await approveIn(admin.page, title);
    await admin.close();

    await visitor.page.reload();
    await expect.poll(() => visitor.page.getByText("₹51,000").first().isVisible()).toBe(true);
    await visitor.page.getByRole("button", { name: "Watch video" }).click();
    await expect.poll(() => visitor.page.getByLabel(`Video of ${title}`).isVisible()).toBe(true);
    await screenshot(visitor.page, "product-page-phone");
    await visitor.close();

    const stranger = await openPage(browser, "phone");
    await signInAs(stranger.page, await verifiedPerson("Imran"));
    await stranger.page.goto(productUrl.replace("/products/", "/edit-product/"));
    await expect.poll(() => toastWith(stranger.page, "Access Denied").count()).toBeGreaterThan(0);
    await expect.poll(() => new URL(stranger.page.url()).search).toBe("?tab=products");
    expect(new URL(stranger.page.url()).pathname).toBe("/dashboard");
    await stranger.close();
    expect(problems).toEqual([]);
    await close();
  });
});
