import { mkdirSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
}

/** A fresh page at the given width; fails the test on any page error or CSP violation. */
export async function openPage(browser: Browser, viewport: ViewportName) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: inject("baseURL"), isMobile: viewport === "phone", hasTouch: viewport === "phone" });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy|Refused to/i.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  return { page, problems, close: () => context.close() };
}

/** Screenshots land in e2e/screenshots (git-ignored) so a person can look at them after a run. */
export async function screenshot(page: Page, name: string) {
  mkdirSync("e2e/screenshots", { recursive: true });
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}
