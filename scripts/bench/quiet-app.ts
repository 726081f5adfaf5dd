import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { createScratchDatabase } from "../../server/test/scratch-database";

/**
 * The app on a scratch PostgreSQL database of its own, with no time-driven jobs: the hundreds of thousands of
 * delivered orders a bench seeds would otherwise keep payouts and rating requests busy while it measures. `close`
 * drops the database, or with BENCH_KEEP=1 leaves it for EXPLAIN ANALYZE by hand (drop it afterwards).
 */
export async function quietBenchApp(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, "dobara_bench");
  const database = openDatabase({ url: scratch.url, embeddedPath: "memory://" });
  const app = await buildApp(
    {
      ...loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        DATA_DIR: "/tmp/dobara-bench",
        JOB_INTERVAL_SECONDS: "86400",
      }),
      seedDemo: false,
    },
    { database },
  );
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      if (process.env.BENCH_KEEP) console.log(`  kept the bench database: ${scratch.url}`);
      else await scratch.drop();
    },
  };
}
