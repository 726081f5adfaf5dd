import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";

// The CSP allows only our own scripts, so axe goes in through the DevTools protocol (evaluate), not a <script> tag.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** One line per failing rule and element, so a failure names what to fix. */
export function describeViolations(results: AxeResults): string[] {
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`),
  );
}

/** Axe's WCAG 2.1 AA and best-practice rules over the page as it is now. */
export async function runAxe(page: Page): Promise<AxeResults> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate((tags) => window.axe.run(document, { runOnly: { type: "tag", values: tags } }), TAGS);
}

declare global {
  interface Window {
    axe: typeof import("axe-core");
  }
}
