import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  // A browser test that boots the app in its own process (to move its clock) imports the server's code.
  resolve: { alias: { "@contract": r("./contract"), "@web": r("./web/src") } },
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A browser step (downscaling photos, a cold route chunk) can take seconds on a 2-core CI machine;
    // expect.poll's own 1 s default made such steps fail by chance.
    expect: { poll: { timeout: 10_000 } },
    // One more try for a browser test that fails: a 2-core CI machine running a browser, a server and a database
    // stalls now and then. A real fault fails both tries; the report names every retried test.
    retry: 1,
    globalSetup: ["e2e/global-setup.ts"],
    // A failed test's open pages are photographed into e2e/screenshots/failed before they are closed.
    setupFiles: ["e2e/failure-screenshots.ts"],
  },
});
