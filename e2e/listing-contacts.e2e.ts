import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTING_CONTACT_MESSAGES } from "../contract/listing-contacts";
import { REPORTER_MIN_AGE_DAYS } from "../contract/reports";
import { products } from "../server/db/schema/products";
import { approveListing } from "../server/test/test-listings";
import { ageAccount, almirahListing, requester, testAccount } from "../server/test/test-people";
import { appReady, pageWithSession, screenshot, VIEWPORTS } from "./browser";
import { startInProcessApp, stopInProcessApp, type InProcessApp } from "./in-process-app";

/**
 * Contacts in a listing's text and reports that may hide it, at 390 px: the seller's form shows the server's refusal
 * beside the field, the admin's approval card flags a listing whose text has one, and the Reports tab says which
 * reported listings wait for review and which are hidden. The app runs in this process so a test can write what the
 * API no longer lets in (a listing from before the rule) and age accounts.
 */
let t: InProcessApp["t"];
let baseURL: string;
let browser: Browser;

beforeAll(async () => {
  ({ t, baseURL, browser } = await startInProcessApp());
});
afterAll(() => stopInProcessApp({ t, browser }));

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

/** A phone-sized page signed in as `person`, and a way to open an address and wait for the app. */
async function phoneAs(person: Awaited<ReturnType<typeof testAccount>>) {
  const user = (await req("GET", "/api/auth/me", person.token)).json().user;
  const view = await pageWithSession(browser, { baseURL, viewport: "phone", token: person.token, user });
  const open = async (path: string) => {
    await view.page.goto(path);
    await appReady(view.page);
  };
  return { ...view, open };
}

async function listing(seller: Awaited<ReturnType<typeof testAccount>>, title: string) {
  const res = await req("POST", "/api/products", seller.token, almirahListing(seller.bankId, { title }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe("contact details in listings, and reported listings, at 390 px", () => {
  it("shows the seller the server's refusal under Description, naming the words to remove", async () => {
    const seller = await testAccount(t.db, { label: "Meera" });
    const id = await listing(seller, "Teak bookshelf, 5 shelves");
    const { page, errors, open, close } = await phoneAs(seller);
    await open(`/edit-product/${id}`);
    await page.getByLabel("Description").fill("Solid teak, no termite. Call me on 98123 45678 after 6 pm.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    const message = LISTING_CONTACT_MESSAGES.remove({ field: "description", kind: "phone", words: "98123 45678" });
    const error = page.locator("#l-description-error");
    await expect.poll(() => error.textContent()).toBe(message);
    expect(await page.getByLabel("Description").getAttribute("aria-invalid")).toBe("true");
    await error.scrollIntoViewIfNeeded();
    await screenshot(page, "listing-contact-error-390", { fullPage: false });
    const [stored] = await t.db.select().from(products).where(eq(products.id, id));
    expect(stored!.description).not.toContain("98123");
    expect(errors).toEqual([]);
    await close();
  });

  it("flags the contact on the admin's approval card of a listing written before the rule", async () => {
    const seller = await testAccount(t.db, { label: "Naveen" });
    const admin = await testAccount(t.db, { role: "admin", label: "Admin" });
    const id = await listing(seller, "Brass diya set of 4");
    await t.db
      .update(products)
      .set({ description: "Polished brass. WhatsApp +91 98123 45678" })
      .where(eq(products.id, id));
    const { page, errors, open, close } = await phoneAs(admin);
    await open("/admin-panel?tab=pending");
    const card = page.locator("article", { hasText: "Brass diya set of 4" });
    const flag = card.getByRole("note");
    await expect.poll(() => flag.textContent()).toContain(LISTING_CONTACT_MESSAGES.flagTitle);
    expect(await flag.textContent()).toContain(
      LISTING_CONTACT_MESSAGES.flag({ field: "description", kind: "phone", words: "+91 98123 45678" }),
    );
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "admin-card-contact-flag-390", { fullPage: false });
    const box = await flag.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(errors).toEqual([]);
    await close();
  });

  it("tells the admin which reported listing waits for review (new reporters) and which is hidden", async () => {
    const seller = await testAccount(t.db, { label: "Omkar" });
    const admin = await testAccount(t.db, { role: "admin", label: "Admin" });
    const reviewed = await listing(seller, "Cane chair, reported by new accounts");
    const hidden = await listing(seller, "Cane stool, reported by old accounts");
    for (const id of [reviewed, hidden]) await approveListing(t.app, admin.token, id);
    for (let i = 0; i < 3; i++) {
      const fresh = await testAccount(t.db, { role: "buyer", label: "Fresh" });
      await req("POST", `/api/products/${reviewed}/report`, fresh.token, { reason: "scam" });
      const old = await testAccount(t.db, { role: "buyer", label: "Old" });
      await ageAccount(t.db, old.user.id, REPORTER_MIN_AGE_DAYS);
      await req("POST", `/api/products/${hidden}/report`, old.token, { reason: "counterfeit" });
    }
    const { page, errors, open, close } = await phoneAs(admin);
    await open("/admin-panel?tab=reports");
    const reviewCard = page.getByRole("article", { name: "Reports of Cane chair, reported by new accounts" });
    const hiddenCard = page.getByRole("article", { name: "Reports of Cane stool, reported by old accounts" });
    await expect.poll(() => reviewCard.textContent()).toContain("3 reports · needs review");
    expect(await reviewCard.textContent()).toContain("Needs your review: still visible");
    expect(await hiddenCard.textContent()).toContain("3 reports · hidden");
    await reviewCard.scrollIntoViewIfNeeded();
    await screenshot(page, "admin-reports-review-390", { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });
});
