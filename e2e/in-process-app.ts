import type { Browser } from "playwright-core";
import { freePort } from "../server/test/free-port";
import { createTestApp } from "../server/test/test-app";
import { launchBrowser } from "./browser";

export type InProcessApp = { t: Awaited<ReturnType<typeof createTestApp>>; baseURL: string; browser: Browser };

/**
 * The app in the test's own process, listening on a free port, with a browser: for the browser tests that must
 * reach the database directly (move a sale's clock, write what the API no longer lets in, age accounts).
 */
export async function startInProcessApp(env: Record<string, string> = {}): Promise<InProcessApp> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ PUBLIC_URL: baseURL, PORT: String(port), ...env });
  await t.app.listen({ port, host: "127.0.0.1" });
  return { t, baseURL, browser: await launchBrowser() };
}

export async function stopInProcessApp(app: Partial<InProcessApp>) {
  await app.browser?.close();
  await app.t?.close();
}
