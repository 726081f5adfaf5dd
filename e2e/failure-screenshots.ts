import { mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterEach, beforeEach } from "vitest";
import { openContexts } from "./browser";

/**
 * A browser test that fails leaves its pages open (no try/finally closes them): here each is photographed into
 * e2e/screenshots/failed (git-ignored), so the failure can be seen as the browser drew it, then closed. A test that
 * passes closes its own pages, and nothing is drawn.
 */
const FAILED_DIR = "e2e/screenshots/failed";

let before = new Set<BrowserContext>();
beforeEach(() => {
  before = new Set(openContexts());
});

afterEach(async ({ task }) => {
  const left = openContexts().filter((c) => !before.has(c));
  if (task.result?.state === "fail") {
    const name = `${path.basename(task.file.name, ".e2e.ts")}--${task.name}`.replace(/[^\w.-]+/g, "-").slice(0, 150);
    const attempt = task.result.retryCount ?? 0;
    mkdirSync(FAILED_DIR, { recursive: true });
    let n = 0;
    for (const page of left.flatMap((c) => c.pages())) {
      const file = `${FAILED_DIR}/${name}--try${attempt + 1}--${++n}.png`;
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
        console.info(`screenshot of the failed test's page ${page.url()}: ${file}`);
      } catch (err) {
        console.info(`no screenshot of ${page.url()}: ${(err as Error).message.split("\n")[0]}`);
      }
    }
  }
  await Promise.all(left.map((c) => c.close().catch(() => {})));
});
