import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ReceivedMail } from "../server/test/smtp-peer";
import { describeViolations, runAxe } from "./axe";
import { launchBrowser, openPage, screenshot, VIEWPORTS, type ViewportName } from "./browser";
import { listingBy, sellerWithBank, signInAsAdmin } from "./listings";
import { toastWith } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function adminPage(viewport: ViewportName) {
  const opened = await openPage(browser, viewport);
  // An API session: accounts.e2e.ts tests signing in at /admin-login.
  await signInAsAdmin(opened.page);
  return opened;
}

/** Every mail the server sent to `address` so far, oldest first (quoted-printable line wraps undone). */
const mailsTo = (address: string) =>
  readFileSync(inject("mailLog"), "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail)
    .filter((m) => m.to.includes(address))
    .map((m) => m.raw.replace(/=\r?\n/g, ""));

/**
 * Nothing wider than the window: at 390 px a long e-mail or id must wrap, not scroll the page sideways. Answers the
 * elements that stick out past the right edge (none when the page fits), so a failure names the culprit.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)}`);
  });

describe("contact query: public form -> admin panel -> mailed reply", () => {
  it("arrives unread, is answered by mail and ends replied", async () => {
    const stamp = Date.now();
    const email = `meena.${stamp}@example.in`;
    const subject = `Pickup time ${stamp}`;
    const visitor = await openPage(browser, "phone");
    await visitor.page.goto("/contact");
    await visitor.page.getByLabel("Full Name").fill("Meena Pillai");
    await visitor.page.getByLabel("Email").fill(email);
    await visitor.page.getByLabel("Phone").fill("9123456789");
    await visitor.page.getByLabel("Subject").fill(subject);
    await visitor.page.getByLabel("Message").fill("Can the courier pick up my sofa after 6 pm?");
    await visitor.page.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() => visitor.page.getByText("Your query has been sent successfully!").first().isVisible())
      .toBe(true);
    await visitor.close();

    const { page, problems, close } = await adminPage("desktop");
    await page.goto("/admin-panel?tab=contact");
    const card = page.getByRole("article", { name: `Query from Meena Pillai: ${subject}` });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.locator("span", { hasText: /^Unread$/ }).isVisible()).toBe(true);
    expect(await card.locator("span", { hasText: /^Pending$/ }).isVisible()).toBe(true);

    await card.getByRole("button", { name: "Reply" }).click();
    const dialog = page.getByRole("dialog", { name: "Reply to Meena Pillai" });
    await dialog.getByLabel("Your reply").fill("Yes: our courier comes between 6 and 8 pm. We will call first.");
    await dialog.getByRole("button", { name: "Send reply" }).click();
    await expect.poll(() => toastWith(page, "Reply sent").count()).toBeGreaterThan(0);
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const mail = mailsTo(email)[0]!;
    expect(mail).toMatch(new RegExp(`^Subject: Dobara: Re: ${subject}`, "m"));
    expect(mail).toContain("Yes: our courier comes between 6 and 8 pm. We will call first.");

    await expect.poll(() => card.locator("span", { hasText: /^Replied$/ }).isVisible()).toBe(true);
    expect(await card.getByLabel("Status").inputValue()).toBe("replied");
    expect(await card.locator("span", { hasText: /^Unread$/ }).count()).toBe(0);
    expect(await card.getByText("Yes: our courier comes between 6 and 8 pm.").isVisible()).toBe(true);
    await screenshot(page, "admin-contact-replied-desktop");
    expect(problems).toEqual([]);
    await close();
  });
});

describe("bank verification", () => {
  it("a seller's account verified in Users shows as verified in Listings", async () => {
    const seller = await sellerWithBank("Farhan");
    const title = `Teak study table ${Date.now()}`;
    await listingBy(seller, { title });
    const { page, problems, close } = await adminPage("desktop");

    await page.goto("/admin-panel?tab=listings");
    const listing = page.locator("article").filter({ hasText: title });
    await expect.poll(() => listing.getByText("Not verified").isVisible()).toBe(true);

    await page.goto("/admin-panel?tab=users");
    await page.getByLabel("Search users").fill(seller.username);
    await page.getByRole("search", { name: "Find people" }).getByRole("button", { name: "Search" }).click();
    const person = page.locator("article").filter({ hasText: `@${seller.username}` });
    await expect.poll(() => person.count()).toBe(1);
    expect(await person.getByText("XXXXXX7890").isVisible()).toBe(true);
    await person.getByRole("button", { name: /^Verify / }).click();
    await expect.poll(() => toastWith(page, "Bank account verified").count()).toBeGreaterThan(0);
    await expect.poll(() => person.getByText("Verified", { exact: true }).isVisible()).toBe(true);

    await page.goto("/admin-panel?tab=listings");
    await expect.poll(() => listing.getByText("Verified", { exact: true }).isVisible()).toBe(true);

    await page.goto("/admin-panel?tab=audit&action=verify_bank_account");
    await expect
      .poll(() =>
        page
          .locator("li p", { hasText: /^Verified bank account$/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

describe("coupons", () => {
  it("an admin creates a coupon, sees the rules enforced, and deactivates it", async () => {
    const { page, problems, close } = await adminPage("phone");
    await page.goto("/admin-panel?tab=coupons");
    await page.getByRole("button", { name: "New coupon" }).click();
    const code = `SOFA${Date.now() % 100000}`;
    await page.getByLabel("Code").fill(code.toLowerCase());
    await page.getByLabel("Percent off (1–100)").fill("150");
    await page.getByRole("button", { name: "Create coupon" }).click();
    await expect.poll(() => page.getByText("A percentage must be between 1 and 100").isVisible()).toBe(true);
    await page.getByLabel("Percent off (1–100)").fill("15");
    await page.getByLabel("Largest discount, ₹ (optional)").fill("750");
    await page.getByLabel("Usage limit (optional)").fill("100");
    await page.getByRole("button", { name: "Create coupon" }).click();
    await expect.poll(() => toastWith(page, "Coupon created").count()).toBeGreaterThan(0);
    const card = page.locator("article").filter({ hasText: code });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByText("15% off (up to ₹750)").isVisible()).toBe(true);
    expect(await card.getByText("0 of 100").isVisible()).toBe(true);
    await screenshot(page, "admin-coupon-created-phone");

    await card.getByRole("button", { name: "Deactivate" }).click();
    await expect.poll(() => card.getByText("Inactive").isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("every admin tab at %s width", (viewport) => {
  it("shows the summary cards and each tab without sideways scrolling", async () => {
    const { page, problems, close } = await adminPage(viewport);
    for (const label of ["Pending Approval", "Total Orders", "Contact Queries", "Platform Revenue"])
      expect(await page.getByText(label, { exact: true }).isVisible(), label).toBe(true);
    const tabs = page.getByRole("navigation", { name: "Admin sections" });
    for (const [tab, label] of [
      ["pending", "Pending"],
      ["approved", "Approved"],
      ["orders", "Orders"],
      ["returns", "Returns"],
      ["payouts", "Payouts"],
      ["reconciliation", "Reconcile"],
      ["contact", "Contact"],
      ["analytics", "Analytics"],
      ["users", "Users"],
      ["listings", "Listings"],
      ["coupons", "Coupons"],
      ["audit", "Audit log"],
    ] as const) {
      await tabs.getByRole("link", { name: new RegExp(`^${label}`) }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe(tab);
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      if (tab === "analytics") await expect.poll(() => page.locator("figure canvas").count()).toBe(2);
      expect(await overflowing(page), tab).toEqual([]);
      expect(describeViolations(await runAxe(page)), tab).toEqual([]);
      await screenshot(page, `admin-${tab}-${viewport}`);
    }
    expect(problems).toEqual([]);
    await close();
  });
});
