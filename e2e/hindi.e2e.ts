import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "./api";
import { describeViolations, runAxe } from "./axe";
import { launchBrowser, openPage, screenshot } from "./browser";
import { listingBy, sellerWithBank, type Seller } from "./listings";
import { paidOrderByApi } from "./orders-api";
import { signInAs, verifiedPerson } from "./people";

/**
 * Decision 0046: a person who reads Hindi can do everything in Hindi. Each journey's screens, opened at their /hi
 * address on a phone, must show no English word outside what people typed (marked `translate="no"`: titles,
 * descriptions, names, places), the brand names and the short list below; nothing may overflow the screen; and axe
 * must find nothing. State is made through the API; this file judges what a Hindi reader sees, not the flows.
 */
const ALLOWED = new Set(
  [
    "Dobara",
    "English", // the language switch names the other language in that language
    "UPI",
    "PayU",
    "Razorpay",
    "OTP",
    "PIN",
    "GST",
    "GSTIN",
    "PAN",
    "IFSC",
    "TDS",
    "IST",
    "SMS",
    "WhatsApp",
    "RAM",
    "GB",
    "TB",
    "MB",
    "KB",
    "ID",
    "am", // times read "7:45 pm" in Hindi apps too
    "pm",
    "iPhone", // a brand in the listing form's example title
    "WebM", // a video format
  ].map((w) => w.toLowerCase()),
);

/** Every English word a person can see on the page, outside what people typed, with where it is. */
async function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // What people typed may also sit inside a label ("Add Godrej steel almirah to the wishlist"): its words are theirs.
    const typed = new Set(
      [...document.querySelectorAll('[translate="no"]')].flatMap(
        (el) => el.textContent?.match(/[A-Za-z][A-Za-z'’]+/g) ?? [],
      ),
    );
    const skip = (el: Element | null) =>
      !el || !!el.closest('[translate="no"], script, style, noscript, svg') || !el.checkVisibility();
    // Addresses (support@dobara.in, links), codes and handles (HDFC0000240, ABCPE1234F, ravi_2041, MP4) and short capitals (MOV, AWB) are not words.
    const words = (text: string | null) =>
      (text?.replace(/\S+@\S+|https?:\/\/\S+/g, "").match(/[A-Za-z][\w'’]*/g) ?? []).filter(
        (w) => w.length > 1 && !/[\d_]/.test(w) && !/^[A-Z]{2,5}$/.test(w),
      );
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (skip(node.parentElement)) continue;
      for (const w of words(node.textContent)) found.push(`${w} (in "${node.textContent!.trim().slice(0, 60)}")`);
    }
    for (const el of document.querySelectorAll("[placeholder], [aria-label], [title]")) {
      if (skip(el)) continue;
      for (const attr of ["placeholder", "aria-label", "title"])
        for (const w of words(el.getAttribute(attr)).filter((w) => !typed.has(w)))
          found.push(`${w} (${attr} "${el.getAttribute(attr)}")`);
    }
    return found;
  });
}

/** What does not fit a 390 px screen: the page scrolling sideways, or a button or label cutting its words. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      out.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>("button, a, label, th, h1, h2, h3, [role=tab]")) {
      // A screen reader's text (sr-only) is clipped to a pixel on purpose.
      if (!el.checkVisibility() || el.closest('[translate="no"]')) continue;
      const style = getComputedStyle(el);
      if (style.clipPath.startsWith("inset(50%") || style.clip.startsWith("rect(0")) continue;
      if (style.textOverflow === "ellipsis") continue;
      if (el.scrollWidth > el.clientWidth + 2 && style.overflowX !== "visible")
        out.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" is cut`);
    }
    return out;
  });
}

const settled = async (page: Page) => {
  await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator("[aria-busy=true]").count()).toBe(0);
  // Islands and lazy parts appear once the page has settled (a live notification stream keeps the network busy).
  await page.waitForTimeout(400);
};

async function judge(page: Page, name: string) {
  await settled(page);
  await screenshot(page, `hindi-${name}`);
  expect(await page.getAttribute("html", "lang"), name).toBe("hi-IN");
  const english = (await englishOnScreen(page)).filter((w) => !ALLOWED.has(w.split(" ")[0]!.toLowerCase()));
  expect(english, `${name}: English on a Hindi page`).toEqual([]);
  expect(await overflowing(page), `${name}: does not fit`).toEqual([]);
  expect(describeViolations(await runAxe(page)), `${name}: axe`).toEqual([]);
}

let browser: Browser;
let seller: Seller;
let buyer: Awaited<ReturnType<typeof verifiedPerson>>;
let listingId: string;
let orderId: string;

/** A person who chose Hindi: the account says so (mails, messages) and so does this browser (the cookie). */
async function readsHindi<P extends { token: string }>(person: P): Promise<P> {
  await call("PUT", "/auth/profile", { language: "hi" }, person.token);
  return person;
}

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await readsHindi(await sellerWithBank("Suman"));
  buyer = await readsHindi(await verifiedPerson("Ravi"));
  listingId = await listingBy(seller, { title: "Godrej steel almirah", price: 6500 }, { approve: true });
  const offered = await listingBy(seller, { title: "Prestige pressure cooker", price: 1800 }, { approve: true });
  const { user } = await call<{ user: { id: string } }>("GET", "/auth/me", undefined, seller.token);
  await call("POST", "/offers", { productId: offered, sellerId: user.id, amount: 1500 }, buyer.token);
  const sold = await listingBy(seller, { title: "Hero Sprint cycle", price: 5200 }, { approve: true });
  orderId = await paidOrderByApi(buyer, sold);
});
afterAll(() => browser?.close());

/** The nine journeys, each as the screens a person passes through, and whose screens they are. */
const JOURNEYS: { journey: string; as: "visitor" | "buyer" | "seller"; paths: () => string[] }[] = [
  {
    journey: "discover",
    as: "visitor",
    paths: () => ["/hi", "/hi/browse?search=फ़ोन", "/hi/browse?category=home_garden"],
  },
  {
    journey: "look closer",
    as: "visitor",
    paths: () => [`/hi/products/${listingId}`, `/hi/sellers/${seller.username}`],
  },
  { journey: "join", as: "visitor", paths: () => ["/hi/login", "/hi/register"] },
  { journey: "sell", as: "seller", paths: () => ["/hi/list-product", "/hi/dashboard?tab=products"] },
  { journey: "bargain", as: "seller", paths: () => ["/hi/dashboard?tab=offers"] },
  { journey: "buy", as: "buyer", paths: () => [`/hi/products/${listingId}`, "/hi/dashboard?tab=wishlist"] },
  { journey: "track", as: "buyer", paths: () => ["/hi/track-orders", `/hi/track-orders/${orderId}`] },
  { journey: "get paid", as: "seller", paths: () => ["/hi/account/payouts", "/hi/dashboard?tab=orders"] },
  {
    journey: "help and rules",
    as: "buyer",
    paths: () => ["/hi/dashboard?tab=account", "/hi/contact", "/hi/return-policy"],
  },
];

describe("Dobara in Hindi, on a phone (decision 0046)", () => {
  it.each(JOURNEYS)("$journey: every screen reads in Hindi, fits and passes axe", async ({ journey, as, paths }) => {
    const { page, problems, close } = await openPage(browser, "phone");
    if (as !== "visitor") await signInAs(page, as === "seller" ? seller : buyer);
    for (const path of paths()) {
      await page.goto(path);
      // Axe judges every screen of the journeys, signed in too (e2e/accessibility.e2e.ts judges a visitor's in English).
      await judge(page, `${journey}-${path.replace(/[^a-z0-9]+/gi, "-")}`);
    }
    expect(problems).toEqual([]);
    await close();
  });
});
