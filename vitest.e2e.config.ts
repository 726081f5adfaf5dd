import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A browser step (downscaling photos, a cold route chunk) can take seconds on a 2-core CI machine;
    // expect.poll's own 1 s default made such steps fail by chance.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: ["e2e/global-setup.ts"],
  },
});
