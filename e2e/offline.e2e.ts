import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { projectPath } from "../server/lib/paths";
import { describeViolations, runAxe } from "./axe";
import { appReady, launchBrowser, openPage, screenshot, type ViewportName } from "./browser";
import { listingBy, sellerWithBank } from "./listings";
import { logOut, signInAs, verifiedPerson } from "./people";

// The service worker (docs/decisions/0029-offline.md): installable, and what a person opened opens again offline.
let browser: Browser;
const stamp = Date.now() % 100000;
const seenTitle = `Bajaj table fan ${stamp}`;
const unseenTitle = `Usha sewing machine ${stamp}`;
let seen: string;
let unseen: string;

const jpeg = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer()
    .then((b) => `data:image/jpeg;base64,${b.toString("base64")}`);

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await sellerWithBank("Farah");
  seen = await listingBy(seller, { title: seenTitle, images: [await jpeg("#0e7490")] }, { approve: true });
  unseen = await listingBy(
    seller,
    { title: unseenTitle, images: [await jpeg("#9a3412")] },
    {
      approve: true,
    },
  );
});
afterAll(() => browser?.close());

/** Every URL the service worker's caches hold (the precache too). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

const workerControls = (page: Page) =>
  expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);

/** The product's first photo has been drawn (decoded, with pixels), not just its box. */
const photoShows = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate((alt) => {
        const img = [...document.images].find((i) => i.alt === alt);
        return Boolean(img?.complete && img.naturalWidth > 0);
      }, `${seenTitle}, photo 1`),
    )
    .toBe(true);

const banner = (page: Page) => page.getByText("You are offline.", { exact: true });

async function expectAxeClean(page: Page) {
  expect(describeViolations(await runAxe(page))).toEqual([]);
}

describe.each(["phone", "desktop"] as ViewportName[])("offline at %s width", (viewport) => {
  it("opens a product seen before with its photo, the offline page for one never seen, never a private page", async () => {
    const { page, context, problems, close } = await openPage(browser, viewport, { serviceWorkers: "allow" });
    await page.goto("/");
    await workerControls(page);
    await page.goto("/browse");
    await expect.poll(() => page.getByRole("heading", { name: seenTitle }).first().isVisible()).toBe(true);
    await page.goto(`/products/${seen}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: seenTitle }).isVisible()).toBe(true);
    await photoShows(page);
    // The page (its HTML carries the product's data, decision 0028) and its photo are kept once they have arrived.
    await expect
      .poll(
        async () => {
          const urls = await cachedUrls(page);
          return urls.includes(`/products/${seen}`) && urls.some((u) => u.startsWith("/uploads/img/"))
            ? "kept"
            : urls.filter((u) => !u.startsWith("/assets/"));
          // Photos are stored after they arrive: on a busy 2-core machine that can lag the page by seconds.
        },
        { timeout: 20_000 },
      )
      .toBe("kept");

    // A signed-in visit to a private page, whose answers hold someone's data.
    const person = await verifiedPerson("Ishaan");
    await signInAs(page, person);
    await page.goto("/dashboard");
    await expect.poll(() => page.getByRole("heading", { name: /Welcome, / }).isVisible()).toBe(true);

    await context.setOffline(true);
    await page.goto(`/products/${seen}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: seenTitle }).isVisible()).toBe(true);
    await photoShows(page);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await screenshot(page, `offline-product-${viewport}`);
    await expectAxeClean(page);

    await page.goto(`/products/${unseen}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "You are offline" }).isVisible()).toBe(true);
    expect(await page.getByText("This page has not been saved on this device").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Not available offline" }).isVisible()).toBe(true);
    // It lists what it kept, by name.
    await expect.poll(() => page.getByRole("link", { name: seenTitle }).isVisible()).toBe(true);
    await screenshot(page, `offline-page-${viewport}`);
    await expectAxeClean(page);

    // The dashboard loaded a minute ago, yet it is never served from a cache.
    await page.goto("/dashboard");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "You are offline" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: /Welcome, / }).count()).toBe(0);
    const kept = await cachedUrls(page);
    const privateKept = kept.filter((u) =>
      /^\/(dashboard|checkout|admin|login|api\/(auth|orders|wishlist|notifications|offers|addresses|admin)|uploads\/bill)/.test(
        u,
      ),
    );
    expect(privateKept).toEqual([]);

    // Back online on a saved page: the banner goes by itself.
    await page.goto(`/products/${seen}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: seenTitle }).isVisible()).toBe(true);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => banner(page).count()).toBe(0);

    // The offline page opens the page it stands for by itself once the server answers again.
    await context.setOffline(true);
    await page.goto(`/products/${unseen}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "You are offline" }).isVisible()).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: unseenTitle }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

describe("a shared phone", () => {
  it("sign-out forgets the pages, data and photos the person looked at; offline, Make Offer says so", async () => {
    const { page, context, problems, close } = await openPage(browser, "phone", { serviceWorkers: "allow" });
    await page.goto("/");
    await workerControls(page);
    await signInAs(page, await verifiedPerson("Zoya"));
    await page.goto(`/products/${seen}`);
    await photoShows(page);
    await expect
      .poll(
        async () =>
          (await cachedUrls(page)).filter((u) => u === `/products/${seen}` || u.startsWith("/uploads/img/")).length,
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThanOrEqual(2);

    await page.goto("/");
    await logOut(page);
    const kept = await cachedUrls(page);
    expect(kept.filter((u) => u.includes(seen) || u.startsWith("/uploads/img/"))).toEqual([]);
    // The app's own files stay, so the next person still gets the offline page and the shell.
    expect(kept).toContain("/offline.html");

    await context.setOffline(true);
    await page.goto(`/products/${unseen}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "You are offline" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: seenTitle }).count()).toBe(0);
    await screenshot(page, "offline-page-after-sign-out-phone");

    // A visitor's saved product page, offline: Make Offer's sign-in page is not on the phone, and says why.
    // Back online, the offline page opens the page again by itself (offline.js): wait for that, or its reload would
    // cancel the next navigation.
    await context.setOffline(false);
    await expect.poll(() => page.getByRole("heading", { name: "You are offline" }).count()).toBe(0);
    await appReady(page);
    await page.goto(`/products/${seen}`);
    await photoShows(page);
    await context.setOffline(true);
    await page.getByTestId("make-offer").click();
    await expect.poll(() => page.getByRole("heading", { name: "You are offline" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Try again" }).isVisible()).toBe(true);
    await screenshot(page, "offline-make-offer-phone");
    expect(problems).toEqual([]);
    await close();
  });
});

describe("a new version", () => {
  it("shows Update available, and reloads into it on tap", async () => {
    const { page, problems, close } = await openPage(browser, "phone", { serviceWorkers: "allow" });
    // The test server serves the built files from disk: changing sw.js is what a deploy does.
    const swFile = projectPath("dist/web/sw.js");
    // The build's compressed copies (scripts/precompress.mjs) are what the server sends: a deploy replaces them too.
    const copies = [swFile, `${swFile}.br`, `${swFile}.gz`].filter((f) => existsSync(f));
    const shipped = new Map(copies.map((f) => [f, readFileSync(f)]));
    try {
      await page.goto("/");
      await workerControls(page);
      const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
      expect(await page.getByText("Update available").count()).toBe(0);

      const next = Buffer.concat([shipped.get(swFile)!, Buffer.from(`\n// next version ${Date.now()}\n`)]);
      writeFileSync(swFile, next);
      if (shipped.has(`${swFile}.br`)) writeFileSync(`${swFile}.br`, brotliCompressSync(next));
      if (shipped.has(`${swFile}.gz`)) writeFileSync(`${swFile}.gz`, gzipSync(next));
      // Browsers check on navigation and every day; a tab coming back to the front checks too (we ask here).
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await expect.poll(() => page.getByText("Update available").isVisible()).toBe(true);
      const reload = page.getByRole("button", { name: "Reload" });
      await screenshot(page, "update-available-phone");
      const reloaded = page.waitForEvent("load");
      await reload.click();
      await reloaded;
      await expect.poll(() => page.getByRole("heading", { name: /Explore Listings/ }).isVisible()).toBe(true);
      expect(await page.getByText("Update available").count()).toBe(0);
      // The page now runs under the new worker (same URL, new script), which took over from the old one.
      const state = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(r?.waiting), url: navigator.serviceWorker.controller?.scriptURL };
      });
      expect(state).toEqual({ waiting: false, url: first });
      expect(problems).toEqual([]);
    } finally {
      // The next test file's server must serve the build as it was, pass or fail.
      for (const [file, body] of shipped) writeFileSync(file, body);
    }
    await close();
  });
});

describe("installing", () => {
  it("meets Chromium's install criteria: the manifest parses cleanly and nothing blocks installation", async () => {
    // Incognito contexts (browser.newContext) cannot install apps: a profile on disk can.
    const profile = mkdtempSync(path.join(os.tmpdir(), "dobara-install-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync", "--no-first-run"],
      baseURL: inject("baseURL"),
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto("/");
      await workerControls(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send("Page.getAppManifest");
      expect(manifest.url).toBe(new URL("/manifest.webmanifest", inject("baseURL")).href);
      expect(manifest.errors).toEqual([]);
      const parsed = JSON.parse(manifest.data!) as { display: string; icons: { sizes: string; purpose?: string }[] };
      expect(parsed.display).toBe("standalone");
      expect(parsed.icons.map((i) => `${i.sizes} ${i.purpose ?? "any"}`)).toEqual([
        "192x192 any",
        "512x512 any",
        "512x512 maskable",
      ]);
      await expect.poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
