import { performance } from "node:perf_hooks";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { createScratchDatabase } from "../../server/test/scratch-database";
import { benchFloorRatio } from "./floor-ratio";
import { loadTest } from "./load-test";
import { seedListings } from "./seed-listings";
import { printRow } from "./stats";
import { benchUploads } from "./upload-bench";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CATEGORIES = ["electronics", "fashion", "home_garden", "sports", "books", "vehicles", "other"];
const SORTS = ["", "&sort=price_asc", "&sort=price_desc"];
const COMMON_WORDS = ["phone", "laptop", "shoes", "samsung", "cycle", "table", "books", "scooter"];

const BROWSE_LABEL = "GET /api/products?limit=8";

/**
 * Server-side latency (Fastify inject: routing, validation, SQL, serialisation; no socket) and throughput over HTTP.
 * `floorOnly` (`npm run bench floor`): only the comparison with the bare floor server (floor-ratio.ts).
 */
export async function benchApi(serverUrl: string, { floorOnly = false } = {}) {
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

    if (floorOnly) {
      await benchFloorRatio(scratch.url, await floorPaths(app));
      return undefined;
    }

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

    const ratios = await benchFloorRatio(scratch.url, await floorPaths(app));
    const rps = ratios[BROWSE_LABEL]!.appRps;
    const uploads = await benchUploads(database.db, scratch.url, (url) => loadTest(url, 10));
    return { browseP95: browse.p95, searchP95: search.p95, rps, ...uploads };
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
}

/** The two reads budgeted against the floor (docs/product.md#speed-budgets): the first browse page and one listing's page. */
async function floorPaths(app: Awaited<ReturnType<typeof buildApp>>) {
  const [someListing] = (await app.inject({ method: "GET", url: "/api/products?limit=1" }).then((r) => r.json())) as {
    id: string;
  }[];
  return [
    { label: BROWSE_LABEL, path: "/api/products?limit=8" },
    { label: "GET /api/products/{id}", path: `/api/products/${someListing!.id}` },
  ];
}
