import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, screenshot, VIEWPORTS, type ViewportName } from "./browser";

/** Footer links to the policy and contact pages, with the heading each page shows. */
const FOOTER_PAGES: [string, string, RegExp][] = [
  ["Return & Refund Policy", "/return-policy", /Return/i],
  ["Shipping & Delivery", "/shipping-policy", /Shipping/i],
  ["Seller Guidelines", "/seller-guidelines", /Seller Guidelines/i],
  ["Community Guidelines", "/community-guidelines", /Community Guidelines/i],
  ["Contact Us", "/contact", /Contact Us/i],
  ["Privacy Policy", "/privacy-policy", /Privacy Policy/i],
  ["Terms & Conditions", "/terms-conditions", /Terms/i],
  ["Cookie Policy", "/cookie-policy", /Cookie Policy/i],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("web shell at %s width", (viewport) => {
  it("renders the home page", async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    await page.goto("/");
    await expect.poll(() => page.getByRole("heading", { name: "Explore Listings" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Browse Products" }).first().isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Login" }).first().count()).toBeGreaterThan(0);
    await screenshot(page, `home-${viewport}`);
    expect(problems).toEqual([]);
    await close();
  });

  it("shows Search Results and Clear Search for a search in the URL", async () => {
    const { page, close } = await openPage(browser, viewport);
    await page.goto("/?search=iphone");
    await expect.poll(() => page.getByRole("heading", { name: /Search Results for .*iphone/i }).isVisible()).toBe(true);
    await page
      .getByRole("link", { name: "Clear Search" })
      .or(page.getByRole("button", { name: "Clear Search" }))
      .first()
      .click();
    await expect.poll(() => page.getByRole("heading", { name: "Explore Listings" }).isVisible()).toBe(true);
    await close();
  });

  it("reaches every footer page", async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    await page.goto("/");
    // The listings replace their skeletons (and add Load More) after the page shows, moving the footer; a click
    // aimed before that lands on whatever moved under it (it failed CI once on a loaded machine).
    await expect.poll(() => page.locator("[aria-busy='true']").count()).toBe(0);
    for (const [name, path, heading] of FOOTER_PAGES) {
      await page.locator("footer").getByRole("link", { name, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toMatch(heading);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      if (path === "/privacy-policy") await screenshot(page, `privacy-policy-${viewport}`);
    }
    // The footer's other links (once first-visit.e2e.ts's own test) lead to a page too, never to Page not found.
    if (viewport === "desktop") {
      const hrefs = await page
        .locator("footer a[href^='/']")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs.filter((h) => !FOOTER_PAGES.some(([, path]) => path === h))) {
        await page.goto(href);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
        expect(await page.getByRole("heading", { name: "Page not found" }).count(), href).toBe(0);
      }
    }
    expect(problems).toEqual([]);
    await close();
  });

  it("shows the not-found page for an unknown route", async () => {
    const { page, close } = await openPage(browser, viewport);
    await page.goto("/no-such-page/here");
    await expect.poll(() => page.getByRole("heading", { name: "Page not found" }).isVisible()).toBe(true);
    await screenshot(page, `not-found-${viewport}`);
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await close();
  });

  it("header search submits trimmed text to /browse and ignores blanks", async () => {
    const { page, close } = await openPage(browser, viewport);
    await page.goto("/contact");
    if (viewport === "phone") {
      await page
        .getByRole("button", { name: /search/i })
        .first()
        .click();
      // The overlay's code arrives with the tap (decision 0028).
      await page.getByRole("dialog", { name: "Search products" }).waitFor();
    }
    const box = page
      .getByRole("searchbox")
      .or(page.getByPlaceholder(/search/i))
      .filter({ visible: true })
      .first();
    await box.fill("   ");
    await box.press("Enter");
    // A blank search must not navigate: give it the time a navigation would take, then check it did not happen.
    await expect(page.waitForURL((url) => url.pathname !== "/contact", { timeout: 1500 })).rejects.toThrow();
    await box.fill("  old guitar ");
    await box.press("Enter");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/browse");
    expect(new URL(page.url()).searchParams.get("search")).toBe("old guitar");
    // A search that names a kind of thing also picks its category (docs/product.md#search).
    if (viewport === "phone") {
      await page
        .getByRole("button", { name: /search/i })
        .first()
        .click();
      // The overlay's code arrives with the tap (decision 0028).
      await page.getByRole("dialog", { name: "Search products" }).waitFor();
    }
    const again = page
      .getByPlaceholder(/search phones/i)
      .filter({ visible: true })
      .first();
    await again.fill("yoga mat");
    await again.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe("sports");
    await close();
  });
});

describe("serving the built app", () => {
  it("caches hashed assets for a year, compresses them; a browser never caches the HTML", async () => {
    const base = inject("baseURL");
    // A private page's shell is never cached; a server-rendered public page is the same for everyone (decision 0028).
    expect((await fetch(`${base}/login`)).headers.get("cache-control")).toBe("no-cache");
    const html = await fetch(`${base}/terms-conditions`);
    expect(html.status).toBe(200);
    expect(html.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
    const asset = (await html.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${base}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("answers 404 with the app for unknown pages, and serves real robots.txt and sitemap.xml", async () => {
    const base = inject("baseURL");
    const missing = await fetch(`${base}/no-such-page/here`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<div id="root"[^>]*>.*Page not found/s);
    expect((await fetch(`${base}/browse`)).status).toBe(200);
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toMatch(/^User-agent: \*\n[\s\S]*\nSitemap: http.*\/sitemap\.xml\n$/);
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    // The home page first, naming its Hindi twin (decision 0046).
    const urls = await sitemap.text();
    expect(urls).toMatch(/<urlset [^>]*>\n<url><loc>http[^<]*\/<\/loc><xhtml:link rel="alternate" hreflang="en"/);
    expect(urls).toMatch(/<url><loc>http[^<]*\/hi<\/loc>/);
  });
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("contact form at %s width", (viewport) => {
  it("shows field errors, then sends and confirms", async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => page.getByText("Please fill in all required fields").first().isVisible()).toBe(true);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Phone").fill("12345");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => page.getByText("Please enter a valid email address").isVisible()).toBe(true);
    expect(await page.getByText("Mobile number must be 10 digits").isVisible()).toBe(true);
    await screenshot(page, `contact-errors-${viewport}`);

    await page.getByLabel("Full Name").fill("Ravi Kumar");
    await page.getByLabel("Email").fill("ravi@example.in");
    await page.getByLabel("Phone").fill("9123456780");
    await page.getByLabel("Subject").fill("Payout timing");
    await page.getByLabel("Message").fill("When will I receive the money for my sold phone?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() =>
        page.getByText("Your query has been sent successfully! We'll get back to you soon.").first().isVisible(),
      )
      .toBe(true);
    await screenshot(page, `contact-sent-${viewport}`);
    expect(problems).toEqual([]);
    await close();
  });
});
