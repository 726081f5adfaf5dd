import { spawn } from "node:child_process";
import { openDatabase } from "../../server/db/client";
import { startS3Peer } from "../../server/test/s3-peer";
import { createScratchDatabase } from "../../server/test/scratch-database";
import { startCluster } from "../cluster/cluster";
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

function loadTest(target: string, seconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["autocannon", "--json", "-c", "50", "-d", String(seconds), target], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out) as { requests: { average: number }; non2xx: number; errors: number };
      if (result.non2xx || result.errors)
        console.log(`  (warning: ${result.non2xx} non-2xx answers, ${result.errors} errors during the load test)`);
      resolve(result.requests.average);
    });
  });
}
