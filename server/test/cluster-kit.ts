import { buildApp } from "../app";
import { loadConfig, type Config } from "../config";
import { openDatabase, type Database } from "../db/client";
import { createScratchDatabase } from "./scratch-database";

/**
 * Several app instances on one database, as behind a load balancer: on PostgreSQL (TEST_DATABASE_URL) each has
 * its own pool on a fresh scratch database; on the embedded PGlite they share the one in-memory database in this
 * process (the embedded database is one process's, decision 0009), which still proves the counts are shared.
 */
export async function startInstances(count: number, env: Record<string, string> = {}, overrides: Partial<Config> = {}) {
  const config = {
    ...loadConfig({ NODE_ENV: "test", DATA_DIR: "./.test-data", SEED_DEMO: "0", ...env }),
    ...overrides,
  };
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, "dobara_cluster") : undefined;
  const embedded = scratch ? undefined : openDatabase({ embeddedPath: "memory://" });
  const databases: Database[] = Array.from(
    { length: count },
    () => embedded ?? openDatabase({ url: scratch!.url, embeddedPath: "" }),
  );
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  for (const database of databases) apps.push(await buildApp(config, { database }));
  return {
    apps,
    db: databases[0]!.db,
    databases,
    scratchUrl: scratch?.url,
    async close() {
      for (const app of apps) await app.close();
      for (const database of new Set(databases)) await database.close();
      await scratch?.drop();
    },
  };
}
