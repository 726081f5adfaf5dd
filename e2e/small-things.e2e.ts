import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call } from "./api";
import { launchBrowser, mailCount, mailedCode, openPage, screenshot, VIEWPORTS, type ViewportName } from "./browser";
import { listingBy, sellerWithBank, signInAsAdmin, type Seller } from "./listings";
import { signInAs, toastWith, verifiedPerson } from "./people";

let browser: Browser;
let seller: Seller;
let listingId: string;
const stamp = Date.now() % 100000;
beforeAll(async () => {
  browser = await launchBrowser();
  seller = await sellerWithBank("Ishaan");
  listingId = await listingBy(
    seller,
    { title: `Teak study table ${stamp}`, price: 8400, condition: "like_new", city: "Mysuru" },
    { approve: true },
  );
  await listingBy(seller, { title: `Steel almirah ${stamp}`, price: 3100, city: "Kolkata" }, { approve: true });
});
afterAll(() => browser?.close());

const insideScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return r.left >= 0 && r.right <= document.documentElement.clientWidth;
    }),
  );

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("small things at %s width", (viewport) => {
  it("the product page's share menu stays on the screen", async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    await page.goto(`/products/${listingId}`);
    await page.getByRole("button", { name: "Share" }).click();
    const menu = page.getByRole("menu");
    await expect.poll(() => menu.getByRole("menuitem", { name: "Copy link" }).isVisible()).toBe(true);
    expect(await menu.getByRole("menuitem", { name: "Share on WhatsApp" }).isVisible()).toBe(true);
    expect(await insideScreen(page, "[role=menu], [role=menuitem]")).not.toContain(false);
    await screenshot(page, `share-menu-${viewport}`);
    expect(problems).toEqual([]);
    await close();
  });

  it("the home page's figures are the database's counts, and support hours are the one text", async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    const stats = await call<{ listingsSold: number; verifiedSellers: number }>("GET", "/stats");
    await page.goto("/");
    const figures = page.getByRole("region", { name: "Dobara in numbers" });
    await expect.poll(() => figures.getByText(/verified sellers?/).isVisible()).toBe(true);
    expect(await figures.textContent()).toContain(String(stats.verifiedSellers));
    expect(await page.getByText(/happy users|24\/7/i).count()).toBe(0);
    expect(await page.getByText(/Monday to Saturday, 9:00 AM to 6:00 PM IST/).count()).toBe(1);
    await figures.scrollIntoViewIfNeeded();
    await screenshot(page, `home-${viewport}`);
    expect(problems).toEqual([]);
    await close();
  });

  it("browse filters by price, condition and city, kept in the URL, and names a range that cannot work", async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    await page.goto(`/browse?search=${stamp}`);
    await expect.poll(() => page.getByRole("heading", { name: `Steel almirah ${stamp}` }).isVisible()).toBe(true);
    await page.getByLabel("Min price (₹)").fill("9000");
    await page.getByLabel("Max price (₹)").fill("100");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => page.getByText("Min price cannot be more than max price").isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("minPrice")).toBeNull();

    await page.getByLabel("Min price (₹)").fill("5000");
    await page.getByLabel("Max price (₹)").fill("10000");
    await page.getByLabel("City").fill("mysuru");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByLabel("Condition").selectOption("like_new");
    await page.getByLabel("Sort").selectOption("newest");
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toMatchObject({ minPrice: "5000", maxPrice: "10000", city: "mysuru", condition: "like_new", sort: "newest" });
    await expect.poll(() => page.getByRole("heading", { name: `Teak study table ${stamp}` }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: `Steel almirah ${stamp}` }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Remove filter ₹5,000 – ₹10,000" }).isVisible()).toBe(true);
    await screenshot(page, `browse-filters-${viewport}`);

    await page.reload();
    await expect.poll(() => page.getByLabel("City").inputValue()).toBe("mysuru");
    await page.getByRole("button", { name: "Remove filter mysuru" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("city")).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });

  it("a signed-in person's contact form is filled in with their name, e-mail and mobile", async () => {
    const person = await verifiedPerson("Lakshmi");
    const { page, problems, close } = await openPage(browser, viewport);
    await signInAs(page, person);
    await page.goto("/contact");
    await expect.poll(() => page.getByLabel("Full Name").inputValue()).toBe(person.fullName);
    expect(await page.getByLabel("Email").inputValue()).toBe(person.email);
    expect(await page.getByLabel("Phone").inputValue()).toBe(person.mobile);
    expect(await page.getByLabel("Subject").inputValue()).toBe("");
    await screenshot(page, `contact-prefilled-${viewport}`);
    expect(problems).toEqual([]);
    await close();
  });

  it("the account tab changes the name and the e-mail, and lists the signed-in devices", async () => {
    const person = await verifiedPerson("Gaurav");
    // Another device, signed in with the password.
    await call("POST", "/auth/login", { loginMethod: "password", identifier: person.email, password: person.password });
    const { page, problems, close } = await openPage(browser, viewport);
    await signInAs(page, person);
    await page.goto("/dashboard?tab=account");

    await page.getByRole("button", { name: "Edit full name" }).click();
    await page.getByLabel("Full name").fill("Gaurav Kumar Sharma");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect.poll(() => page.getByTestId("header-user").textContent()).toContain("Gaurav");
    await expect.poll(() => page.getByText("Gaurav Kumar Sharma").first().isVisible()).toBe(true);

    const next = `new.${person.email}`;
    await page.getByRole("button", { name: "Change email" }).click();
    const before = mailCount();
    await page.getByLabel("New email address").fill(next);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByLabel("6-digit code").fill(await mailedCode(next, before));
    await page.getByRole("button", { name: "Confirm new email" }).click();
    await expect.poll(() => toastWith(page, "Your email address has been changed.").count()).toBeGreaterThan(0);
    expect(await page.getByText(next).first().isVisible()).toBe(true);

    const devices = page.getByRole("region", { name: "Signed-in devices" });
    await expect.poll(() => devices.getByText("This device").isVisible()).toBe(true);
    expect(await devices.getByRole("button", { name: /^Sign out / }).count()).toBe(1);
    await screenshot(page, `account-tab-${viewport}`);
    await devices.getByRole("button", { name: /^Sign out / }).click();
    await expect.poll(() => devices.getByRole("button", { name: /^Sign out / }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe("the phone's search overlay", () => {
  it("shows recent searches and the categories before anything is typed", async () => {
    const { page, problems, close } = await openPage(browser, "phone");
    await page.goto("/");
    await page.getByRole("button", { name: "Search" }).first().click();
    const overlay = page.getByRole("dialog", { name: "Search products" });
    await expect.poll(() => overlay.getByRole("link", { name: "Electronics" }).isVisible()).toBe(true);
    await overlay.getByRole("combobox").fill(`study table ${stamp}`);
    expect(await overlay.getByRole("link", { name: "Electronics" }).count()).toBe(0);
    await overlay.getByRole("combobox").press("Enter");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/browse");

    await page.getByRole("button", { name: "Search" }).first().click();
    await expect.poll(() => overlay.getByRole("link", { name: `study table ${stamp}` }).isVisible()).toBe(true);
    expect(await overlay.getByRole("heading", { name: "Browse categories" }).isVisible()).toBe(true);
    await screenshot(page, "search-overlay-phone");
    await overlay.getByRole("link", { name: "Books" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe("books");
    expect(problems).toEqual([]);
    await close();
  });
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("the admin panel at %s width", (viewport) => {
  it("shows every tab whole (or says where more are) and the audit log in words", async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    // An API session: accounts.e2e.ts tests signing in at /admin-login.
    await signInAsAdmin(page);
    await page.goto("/admin-panel?tab=audit");
    const strip = page.getByRole("navigation", { name: "Admin sections" });
    await expect.poll(() => strip.getByRole("link", { name: "Audit log" }).isVisible()).toBe(true);
    if (viewport === "desktop") {
      expect(await insideScreen(page, "nav[aria-label='Admin sections'] a")).not.toContain(false);
    } else {
      await page.goto("/admin-panel?tab=pending");
      await expect.poll(() => page.getByRole("button", { name: "Show more sections" }).isVisible()).toBe(true);
      await screenshot(page, `admin-tab-strip-${viewport}`);
      await page.goto("/admin-panel?tab=audit");
    }
    // The log is the list of entries under the filters (the page's other list is the pager).
    const log = page.locator("ol.divide-y");
    await expect.poll(() => log.getByText(`"Steel almirah ${stamp}"`).first().isVisible()).toBe(true);
    expect(await log.textContent()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await screenshot(page, `admin-audit-${viewport}`);
    expect(problems).toEqual([]);
    await close();
  });
});

/**
 * Whether `text` fits in the select `selector` beside its arrow (16 px), as the browser lays it out: a cut
 * "Price: Low to Hig" does not.
 */
const textFits = (page: Page, selector: string, text: string) =>
  page.locator(selector).evaluate((el, words) => {
    const probe = document.createElement("span");
    probe.textContent = words;
    probe.style.font = getComputedStyle(el).font;
    probe.style.position = "absolute";
    probe.style.whiteSpace = "nowrap";
    document.body.appendChild(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(el);
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return needed <= room - 16;
  }, text);

describe.each(Object.keys(VIEWPORTS) as ViewportName[])(
  "words and figures from a newcomer's walk at %s width",
  (viewport) => {
    it("home offers every category; browse labels its selects and has room for the longest sort", async () => {
      const { page, problems, close } = await openPage(browser, viewport);
      await page.goto("/");
      const chips = page.getByRole("navigation", { name: "Categories" });
      for (const name of ["Electronics", "Home & Garden", "Books", "Vehicles", "Other"])
        expect(await chips.getByRole("link", { name, exact: true }).count(), name).toBe(1);
      await page.goto("/browse");
      expect(await page.getByText("Sort by", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText("Category", { exact: true }).isVisible()).toBe(true);
      await page.getByLabel("Sort by").selectOption("price_asc");
      expect(await textFits(page, "#browse-sort", "Price: Low to High")).toBe(true);
      await screenshot(page, `browse-sort-${viewport}`);
      expect(problems).toEqual([]);
      await close();
    });

    it("sign-up names the roles in plain words, sign-in does not welcome back; the product page gives one delivery figure", async () => {
      const { page, problems, close } = await openPage(browser, viewport);
      await page.goto("/register");
      // The register page's code may still be arriving: read its roles once the field is there.
      await expect.poll(() => page.getByLabel("I mainly want to").isVisible()).toBe(true);
      const roles = await page.getByLabel("I mainly want to").locator("option").allTextContents();
      expect(roles).toEqual(["Select a role", "Buy things", "Sell things"]);
      // A first visit to sign-in is not a return.
      await page.goto("/login");
      await expect.poll(() => page.getByRole("heading", { level: 1, name: "Log in" }).isVisible()).toBe(true);
      expect(await page.getByText(/Welcome back/).count()).toBe(0);

      await page.goto(`/products/${listingId}`);
      await page.getByRole("textbox", { name: "Pincode" }).fill("560038");
      await page.getByRole("button", { name: "Check", exact: true }).click();
      const estimate = page.getByTestId("delivery-estimate");
      await expect.poll(() => estimate.isVisible(), { timeout: 10_000 }).toBe(true);
      const days = /in about (\d+) days?/.exec((await estimate.textContent()) ?? "")?.[1];
      expect(days).toBeTruthy();
      // No other count of days for delivery anywhere on the page ("4-5 business days" beside "6 days" before).
      const body = (await page.locator("main").textContent()) ?? "";
      expect(body.match(/\d+(-\d+)? (business )?days/g)).toEqual([`${days} ${days === "1" ? "day" : "days"}`]);
      expect(problems).toEqual([]);
      await close();
    });

    it("the share menu stays on the screen when its row changes while it is open", async () => {
      const { page, problems, close } = await openPage(browser, viewport);
      await page.goto(`/products/${listingId}`);
      const share = page.getByRole("button", { name: "Share" });
      // Share at the right end of its row, so its menu opens hanging from its right edge.
      await share.evaluate((button) => {
        const box = button.closest("div.relative")!;
        const row = box.parentElement!;
        for (const child of row.children) if (child !== box) (child as HTMLElement).style.display = "none";
        const spacer = document.createElement("span");
        spacer.id = "row-spacer";
        spacer.style.display = "inline-block";
        spacer.style.height = "44px";
        spacer.style.width = `${row.clientWidth - box.getBoundingClientRect().width - 16}px`;
        row.insertBefore(spacer, box);
      });
      await share.click();
      await expect.poll(() => page.getByRole("menuitem", { name: "Copy link" }).isVisible()).toBe(true);
      // Then the row changes while it is open (as when Buy Now and Make Offer take their final width once their code
      // arrives): Share moves to the start of the next line.
      await page.locator("#row-spacer").evaluate((spacer) => {
        spacer.style.width = `${spacer.parentElement!.clientWidth}px`;
      });
      await expect.poll(() => insideScreen(page, "[role=menu], [role=menuitem]")).not.toContain(false);
      expect(problems).toEqual([]);
      await close();
    });

    it("the admin's name shows whole, and the Reports tab shows its count", async () => {
      const { token } = await call<{ token: string }>("POST", "/auth/admin-login", {
        mobile: inject("adminMobile"),
        password: inject("adminPassword"),
      });
      const { page, problems, close } = await openPage(browser, viewport);
      await signInAs(page, { token });
      await page.goto("/admin-panel");
      const name = page.getByTestId("header-user");
      await expect.poll(() => name.textContent()).toBe("Admin");
      expect(await name.locator("span").evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const reports = await call<unknown[]>("GET", "/admin/reports", undefined, token);
      const tab = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /^Reports/ });
      await expect.poll(() => tab.textContent()).toBe(`Reports${reports.length}`);
      await screenshot(page, `admin-header-${viewport}`);
      expect(problems).toEqual([]);
      await close();
    });
  },
);

describe("without JavaScript", () => {
  async function noScriptPage() {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      baseURL: inject("baseURL"),
      javaScriptEnabled: false,
      serviceWorkers: "block",
    });
    return { page: await context.newPage(), close: () => context.close() };
  }

  it("a page the browser renders says it needs JavaScript instead of going blank", async () => {
    const { page, close } = await noScriptPage();
    for (const path of ["/login", "/contact", "/track-orders"]) {
      await page.goto(path);
      expect(await page.getByRole("heading", { name: "This page needs JavaScript" }).isVisible(), path).toBe(true);
    }
    await screenshot(page, "no-javascript-track-orders-phone");
    await close();
  });

  it("Load More on browse is a link to the next page, rendered by the server", async () => {
    // Nine listings in a town of their own: one more than a page.
    const town = `Loadmorepur${stamp}`;
    for (let i = 0; i < 9; i++)
      await listingBy(seller, { title: `Brass lamp ${i} ${stamp}`, city: town }, { approve: true });
    const { page, close } = await noScriptPage();
    await page.goto(`/browse?city=${town}`);
    const cards = page.locator("main h3");
    const first = await cards.count();
    expect(first).toBe(8);
    await Promise.all([page.waitForURL(/page=2/), page.getByRole("link", { name: "Load More" }).click()]);
    expect(await cards.count()).toBe(9);
    // All nine shown: no further page to offer.
    expect(await page.getByRole("link", { name: "Load More" }).count()).toBe(0);
    await screenshot(page, "no-javascript-browse-page-2-phone");
    await close();
  });
});
