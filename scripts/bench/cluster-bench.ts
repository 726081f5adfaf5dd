import { openDatabase } from "../../server/db/client";
import { startS3Peer } from "../../server/test/s3-peer";
import { createScratchDatabase } from "../../server/test/scratch-database";
import { startCluster } from "../cluster/cluster";
import { loadTest } from "./load-test";
import { seedListings } from "./seed-listings";

const LISTINGS = Number(process.env.BENCH_CLUSTER_LISTINGS ?? 10_000);
const SECONDS = 10;

/**
 * Browse throughput through nginx (deploy/nginx.conf) with one instance and with three, on one PostgreSQL and the
 * S3 peer. On a machine of few cores the instances share them with nginx, PostgreSQL and the load generator, so
 * the figure says what the balancer costs and how far more processes help here, not what more machines would give.
 */
export async function benchCluster(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, "dobara_bench_cluster");
  const database = openDatabase({ url: scratch.url, embeddedPath: "memory://" });
  const peer = await startS3Peer();
  try {
    await database.migrate();
    await seedListings(database.db, LISTINGS);
    console.log(
      `\nBrowse through nginx, ${LISTINGS.toLocaleString("en-IN")} listings (autocannon, 50 connections, ${SECONDS} s after a warm-up):`,
    );
    for (const instances of [1, 3]) {
      const cluster = await startCluster({ databaseUrl: scratch.url, s3Env: peer.env, instances });
      try {
        const target = `${cluster.origin}/api/products?limit=8`;
        await loadTest(target, 3);
        const rps = await loadTest(target, SECONDS);
        console.log(
          `  ${instances} instance${instances > 1 ? "s" : " "}: ${Math.round(rps).toLocaleString("en-IN")} req/s`,
        );
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await database.close();
    await peer.close();
    await scratch.drop();
  }
}
