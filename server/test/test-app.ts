import { buildApp } from "../app";
import { loadConfig, type Config } from "../config";
import { openDatabase } from "../db/client";
import { createScratchDatabase } from "./scratch-database";

/**
 * Boots the real app on a database of its own: a fresh in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a new PostgreSQL database created for this test file and dropped afterwards.
 */
export async function createTestApp(env: Record<string, string> = {}, overrides: Partial<Config> = {}) {
  const config = { ...loadConfig({ NODE_ENV: "test", DATA_DIR: "./.test-data", SEED_DEMO: "0", ...env }), ...overrides };
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const database = openDatabase({ url: scratch?.url, embeddedPath: "memory://" });
  const app = await buildApp(config, { database });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}
