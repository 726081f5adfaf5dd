import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: { alias: { "@contract": r("./contract"), "@web": r("./web/src") } },
  test: {
    include: ["contract/**/*.test.ts", "server/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: on a 2-core CI machine that is one test file at a time,
    // while the files spend much of their time in the embedded database's WebAssembly. Two keep both cores busy.
    maxWorkers: 2,
  },
});
