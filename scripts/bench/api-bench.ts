import { performance } from "node:perf_hooks";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { createScratchDatabase } from "../../server/test/scratch-database";
import { startFloorServer } from "./floor-server";
import { loadTest } from "./load-test";
import { seedListings } from "./seed-listings";
import { printRow } from "./stats";
import { benchUploads } from "./upload-bench";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CATEGORIES = ["electronics", "fashion", "home_garden", "sports", "books", "vehicles", "other"];
const SORTS = ["", "&sort=price_asc", "&sort=price_desc"];
const COMMON_WORDS = ["phone", "laptop", "shoes", "samsung", "cycle", "table", "books", "scooter"];

/** Server-side latency (Fastify inject: routing, validation, SQL, serialisation; no socket) and throughput over HTTP. */
export async function benchApi(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, "dobara_bench");
  const database = openDatabase({ url: scratch.url, embeddedPath: "memory://" });
  const app = await buildApp(
    { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: "/tmp/dobara-bench" }), seedDemo: false },
    { database },
  );
  try {
    const t = performance.now();
    await seedListings(database.db, LISTINGS);
    console.log(
      `\nAPI on PostgreSQL with ${LISTINGS.toLocaleString("en-IN")} listings (seeded in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
    );

    const time = async (path: string) => {
      const start = performance.now();
      const res = await app.inject({ method: "GET", url: path });
      const took = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return took;
    };
    const run = async (paths: string[]) => {
      for (const p of paths.slice(0, 30)) await time(p); // warm caches and plans
      const samples: number[] = [];
      for (const p of paths) samples.push(await time(p));
      return samples;
    };
    const browsePaths = Array.from(
      { length: 400 },
      (_, i) => `/api/products?category=${CATEGORIES[i % 7]}${SORTS[i % 3]}&limit=8&offset=${(i % 5) * 8}`,
    );
    const searchPaths = Array.from(
      { length: 400 },
      (_, i) => `/api/products?search=${COMMON_WORDS[i % COMMON_WORDS.length]}&limit=8`,
    );
    const typos = ["samsng", "lapto", "scootr", "cricet", "iphnoe", "tabel", "sfoa", "ycle"];
    const typoPaths = Array.from({ length: 200 }, (_, i) => `/api/products?search=${typos[i % typos.length]}&limit=8`);
    const browse = printRow("category browse (8 per page, all sorts)", await run(browsePaths), 25);
    const search = printRow("search for a common word", await run(searchPaths), 50);
    printRow("search with a typo (trigram, respellings)", await run(typoPaths));
    printRow("first page, no filter", await run(Array.from({ length: 200 }, () => "/api/products?limit=8")));

    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const appUrl = `http://127.0.0.1:${port}`;
    const [someListing] = (await (await fetch(`${appUrl}/api/products?limit=1`)).json()) as { id: string }[];
    const floor = await startFloorServer(scratch.url);
    const fmt = (n: number) => Math.round(n).toLocaleString("en-IN");
    let rps = 0;
    try {
      console.log(
        "  throughput (autocannon, 50 connections, median of 3 x 10 s after a warm-up), against a bare node:http + pg floor:",
      );
      for (const [label, path] of [
        ["GET /api/products?limit=8", "/api/products?limit=8"],
        ["GET /api/products/{id}", `/api/products/${someListing!.id}`],
      ] as const) {
        const ours = await throughput(appUrl + path);
        const bare = await throughput(floor.url + path);
        const ratio = ours.median / bare.median;
        if (path.endsWith("limit=8")) rps = ours.median;
        console.log(
          `    ${label.padEnd(28)} app ${fmt(ours.median)} req/s (${fmt(ours.low)}-${fmt(ours.high)}), floor ${fmt(bare.median)} req/s (${fmt(bare.low)}-${fmt(bare.high)}): ratio ${ratio.toFixed(2)}  (budget >= 0.80, issue 26: ${ratio >= 0.8 ? "met" : "MISSED"})`,
        );
      }
    } finally {
      await floor.close();
    }
    const uploads = await benchUploads(database.db, scratch.url, (url) => loadTest(url, 10));
    return { browseP95: browse.p95, searchP95: search.p95, rps, ...uploads };
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
}

/** Requests per second: a warm-up (JIT, pool, plans), then the median of three runs; a 2-core machine varies by about 20%. */
async function throughput(target: string) {
  await loadTest(target, 3);
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push(await loadTest(target, 10));
  const [low, median, high] = [...runs].sort((a, b) => a - b) as [number, number, number];
  return { low, median, high };
}
