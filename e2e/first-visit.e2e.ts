import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "./api";
import { launchBrowser, openPage, screenshot, VIEWPORTS } from "./browser";
import { approvedListings } from "./listings";
import { signInAs, toastWith, verifiedPerson } from "./people";

// What a new user stumbled on when the app was probed: each test here failed before its fix.
let browser: Browser;
let listingId: string;
const title = `Prestige pressure cooker ${Date.now() % 100000}`;
beforeAll(async () => {
  browser = await launchBrowser();
  listingId = (await approvedListings([title]))[0]!;
});
afterAll(() => browser?.close());

describe("home on a phone", () => {
  it("shows the categories and a listing on the first screen, trust points after the listings", async () => {
    const { page, problems, close } = await openPage(browser, "phone");
    await page.goto("/");
    const firstCard = page.locator("article").first();
    await expect.poll(() => firstCard.isVisible()).toBe(true);
    const screen = VIEWPORTS.phone.height;
    expect((await page.getByRole("navigation", { name: "Categories" }).boundingBox())!.y).toBeLessThan(screen);
    // The card's photo and price, not just its top edge, sit above the fold.
    const card = (await firstCard.boundingBox())!;
    expect(card.y + card.height / 2).toBeLessThan(screen);
    const trust = (await page.getByText("Payment held until delivery").boundingBox())!;
    expect(trust.y).toBeGreaterThan(card.y);
    await screenshot(page, "home-first-screen-phone");
    expect(problems).toEqual([]);
    await close();
  });
});

describe("product page", () => {
  it("calls a malformed product address Product not found, with no retry", async () => {
    const { page, close } = await openPage(browser, "phone");
    await page.goto("/products/not-a-uuid");
    await expect.poll(() => page.getByRole("heading", { name: "Product not found" }).isVisible()).toBe(true);
    expect(await page.getByText(/check your connection/i).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
    await close();
  });

  it("offers Log in with the Login Required toast, and comes back to the listing", async () => {
    const { page, close } = await openPage(browser, "phone");
    await page.goto(`/products/${listingId}`);
    await page.getByRole("button", { name: `Add ${title} to wishlist` }).click();
    await expect.poll(() => toastWith(page, "Login Required").count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Log in", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe(`/products/${listingId}`);
    await close();
  });
});

describe("browse and the header search", () => {
  it("offers one Browse All Products on an empty search", async () => {
    const { page, close } = await openPage(browser, "desktop");
    await page.goto("/browse?search=zzqqxx-nothing");
    await expect.poll(() => page.getByText("No products found.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Browse All Products" }).count()).toBe(1);
    await close();
  });

  it("empties the header search box once the person leaves the search", async () => {
    const { page, close } = await openPage(browser, "desktop");
    await page.goto("/contact");
    const header = page.locator("header").getByRole("combobox");
    await header.fill("pressure cooker");
    await header.press("Enter");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/browse");
    await page.locator("header").getByRole("link", { name: "Dobara" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    expect(await header.inputValue()).toBe("");
    await close();
  });
});

/**
 * A person signed in on a phone who has saved the listing, looking at their wishlist: saved with the product page's
 * button, or through the API (`byApi`) for a test about something else on the page.
 */
async function phoneWithSavedListing({ byApi = false } = {}) {
  const opened = await openPage(browser, "phone");
  const { page } = opened;
  const person = await verifiedPerson("Meera");
  await signInAs(page, person);
  if (byApi) {
    await call("POST", "/wishlist", { productId: listingId }, person.token);
  } else {
    await page.goto(`/products/${listingId}`);
    await page.getByRole("button", { name: `Add ${title} to wishlist` }).click();
    await expect.poll(() => toastWith(page, "Added to Wishlist").count()).toBeGreaterThan(0);
  }
  await page.goto("/dashboard?tab=wishlist");
  await expect.poll(() => page.getByRole("button", { name: `Remove ${title} from wishlist` }).isVisible()).toBe(true);
  return opened;
}

describe("dashboard on a phone", () => {
  it("shows the whole Account tab at 390 px", async () => {
    const { page, close } = await phoneWithSavedListing({ byApi: true });
    const account = (await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: "Account" })
      .boundingBox())!;
    expect(account.x).toBeGreaterThanOrEqual(0);
    expect(account.x + account.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await close();
  });

  it("confirms a wishlist removal with Removed from Wishlist", async () => {
    const { page, problems, close } = await phoneWithSavedListing();
    await page.getByRole("button", { name: `Remove ${title} from wishlist` }).click();
    await expect.poll(() => toastWith(page, "Removed from Wishlist").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("Nothing saved yet.", { exact: false }).isVisible()).toBe(true);
    await screenshot(page, "dashboard-wishlist-removed-phone");
    expect(problems).toEqual([]);
    await close();
  });
});
