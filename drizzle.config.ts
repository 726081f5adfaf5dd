import { defineConfig } from "drizzle-kit";

/** The drizzle() client must use the same casing, or queries name columns in camelCase. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
  casing: "snake_case",
});
