import { buildApp } from "../app";
import { loadConfig, type Config } from "../config";
import { openDatabase, type Database } from "../db/client";
import type { Mailer } from "../lib/mailer";
import { createScratchDatabase } from "./scratch-database";

/**
 * Boots the real app on a database of its own: a fresh in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a new PostgreSQL database created for this test file and dropped afterwards.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  options: { mailer?: Mailer; wrapEmbedded?: (database: Database) => Database } = {},
) {
  const config = {
    ...loadConfig({ NODE_ENV: "test", DATA_DIR: "./.test-data", SEED_DEMO: "0", ...env }),
    ...overrides,
  };
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const opened = openDatabase({ url: scratch?.url, embeddedPath: "memory://" });
  const database = !scratch && options.wrapEmbedded ? options.wrapEmbedded(opened) : opened;
  const app = await buildApp(config, { database, mailer: options.mailer });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await opened.close();
      await scratch?.drop();
    },
  };
}
