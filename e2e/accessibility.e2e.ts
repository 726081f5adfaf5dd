import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, VIEWPORTS, type ViewportName } from "./browser";
import { describeViolations, runAxe } from "./axe";
import { approvedListings } from "./listings";

/** Public pages a visitor reaches without an account, each with the heading that says it has rendered. */
const PAGES: [string, RegExp][] = [
  ["/", /Explore Listings/],
  ["/?search=no-such-thing-anywhere", /Search Results/],
  ["/browse", /Browse Products/],
  ["/browse?search=no-such-thing-anywhere&sort=price_asc", /Browse Products/],
  ["/login", /Log in|Login/i],
  ["/register", /Create|Sign Up|Register/i],
  ["/contact", /Contact Us/],
  ["/return-policy", /Return/],
  ["/shipping-policy", /Shipping/],
  ["/seller-guidelines", /Seller Guidelines/],
  ["/community-guidelines", /Community Guidelines/],
  ["/privacy-policy", /Privacy Policy/],
  ["/terms-conditions", /Terms/],
  ["/cookie-policy", /Cookie Policy/],
  ["/products/{listing}", /Godrej steel almirah/],
  ["/products/not-a-uuid", /Product not found/],
  ["/no-such-page", /Page not found/],
];

let browser: Browser;
let listingId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // Listings on the page: product cards, their headings and badges are judged too, not just empty states.
  listingId = (await approvedListings(["Godrej steel almirah, 2 doors", "Prestige pressure cooker, 5 litres"]))[0]!;
});
afterAll(() => browser?.close());

describe.each(Object.keys(VIEWPORTS) as ViewportName[])(
  "axe (WCAG 2.1 AA and best practice) at %s width",
  (viewport) => {
    it.each(PAGES)("%s has no violations", async (path, heading) => {
      const { page, close } = await openPage(browser, viewport);
      await page.goto(path.replace("{listing}", listingId));
      await expect.poll(() => page.getByRole("heading", { name: heading }).first().isVisible()).toBe(true);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
      // Listings and spinners settle first: axe should judge the page a person reads, not its skeleton.
      await expect.poll(() => page.locator("[aria-busy=true]").count()).toBe(0);
      expect(describeViolations(await runAxe(page))).toEqual([]);
      await close();
    });
  },
);
