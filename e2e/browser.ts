import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";
import { lastCodeIn, type ReceivedMail } from "../server/test/smtp-peer";

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const launched = new Set<Browser>();

/** Every browser context open in the browsers this test file launched: e2e/failure-screenshots.ts looks at them. */
export const openContexts = (): BrowserContext[] => [...launched].flatMap((b) => b.contexts());

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  launched.add(browser);
  browser.on("disconnected", () => launched.delete(browser));
  return browser;
}

/**
 * The service worker is off unless a test asks for it: e2e/offline.e2e.ts tests it, and every other page would
 * otherwise spend its test downloading the whole precache. E2E_SERVICE_WORKERS=allow runs any test file with it on.
 */
const SERVICE_WORKERS = process.env.E2E_SERVICE_WORKERS === "allow" ? "allow" : "block";

/** A fresh page at the given width; fails the test on any page error or CSP violation. */
export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  { serviceWorkers = SERVICE_WORKERS }: { serviceWorkers?: "allow" | "block" } = {},
) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: inject("baseURL"),
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
    serviceWorkers,
  });
  const page = await context.newPage();
  waitForAppOnLoad(page);
  const problems: string[] = [];
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy|Refused to/i.test(msg.text()))
      problems.push(`console: ${msg.text()}`);
  });
  return { page, context, problems, close: () => context.close() };
}

/**
 * A server-rendered page shows its buttons before its code has hydrated them (decision 0028): a tap then does nothing.
 * After `goto` and `reload`, wait as a person would for the app to take over (<html data-ready>, set once it has
 * mounted); a page that is not the app (the offline page, the sandbox gateway) has no #root and is ready when loaded.
 */
function waitForAppOnLoad(page: Page) {
  const ready = () => appReady(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/** After a full page load the test did not start with goto or reload (a logout's reload, say): wait for the app. */
export const appReady = (page: Page) =>
  page.waitForFunction(() => !document.getElementById("root") || document.documentElement.dataset.ready === "true");

/**
 * Screenshots are taken when asked for (E2E_SCREENSHOTS=1) and land in e2e/screenshots (git-ignored) so a person can
 * look at them after a run; a test's assertions never read them, so an ordinary run spends no time drawing them.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === "1";

export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (!screenshotsWanted) return;
  mkdirSync("e2e/screenshots", { recursive: true });
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage });
}

/** The same screen at both widths, when screenshots are asked for. */
export async function bothWidths(page: Page, name: string) {
  if (!screenshotsWanted) return;
  const before = page.viewportSize()!;
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(before);
}

/**
 * A page of an app the test file runs in its own process (at its own baseURL), signed in as the web app keeps a
 * session (localStorage), with the page's errors collected.
 */
export async function pageWithSession(
  browser: Browser,
  { baseURL, viewport, token, user }: { baseURL: string; viewport: ViewportName; token: string; user: unknown },
) {
  const phone = viewport === "phone";
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL,
    isMobile: phone,
    hasTouch: phone,
  });
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem("dobara_token", token);
      localStorage.setItem("dobara_user", user);
    },
    [token, JSON.stringify(user)] as const,
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  return { page, errors, close: () => context.close() };
}

/** The newest one-time code mailed to `email`, waiting up to 10 s for it to arrive. */
export async function mailedCode(email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = existsSync(inject("mailLog"))
      ? readFileSync(inject("mailLog"), "utf8").trim().split("\n").filter(Boolean)
      : [];
    const mails = lines.map((l) => JSON.parse(l) as ReceivedMail);
    if (mails.length > after) {
      try {
        return lastCodeIn(mails.slice(after), email);
      } catch {
        // not this address's mail yet
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** How many mails have been sent so far: pass it to mailedCode to wait for a newer one. */
export const mailCount = () =>
  existsSync(inject("mailLog")) ? readFileSync(inject("mailLog"), "utf8").trim().split("\n").filter(Boolean).length : 0;
