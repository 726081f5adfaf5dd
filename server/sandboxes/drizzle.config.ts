import { defineConfig } from "drizzle-kit";

/**
 * The sandboxes' tables have migrations of their own, applied only where a sandbox runs (server/sandboxes/index.ts):
 * `npx drizzle-kit generate --config server/sandboxes/drizzle.config.ts`.
 */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/sandboxes/schema.ts",
  out: "./server/sandboxes/migrations",
  casing: "snake_case",
});
