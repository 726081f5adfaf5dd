import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../app";
import { loadConfig, type Config } from "../config";
import { openDatabase } from "../db/client";

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

async function createScratchDatabase(serverUrl: string) {
  const name = `dobara_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
