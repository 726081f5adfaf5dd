import { defineConfig } from "tsup";

export default defineConfig({
  entry: { main: "server/main.ts", "admin-create": "server/cli/admin-create.ts" },
  outDir: "dist/server",
  format: "esm",
  platform: "node",
  target: "node20",
  splitting: false,
  sourcemap: true,
  clean: true,
});
