import { performance } from "node:perf_hooks";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { insertSearchCatalogue } from "../../server/test/search-catalogue";
import { QUALITY_CATALOGUE, QUALITY_QUERIES, QUALITY_TOP, searchQuality } from "../../server/test/search-quality";
import { createScratchDatabase } from "../../server/test/scratch-database";
import { createTestApp } from "../../server/test/test-app";
import { SEARCH_WORDS } from "../../contract/search-dictionary/dictionary";
import { seedListings } from "./seed-listings";
import { printRow } from "./stats";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);

/**
 * Search quality: the query table over its own small catalogue (the embedded database, no server needed), and then
 * the speed of searches in the three scripts on PostgreSQL at BENCH_LISTINGS listings.
 */
export async function benchSearch(serverUrl: string, { qualityOnly = false } = {}) {
  const t = await createTestApp({ LOG_LEVEL: "warn" });
  try {
    await insertSearchCatalogue(t.db, QUALITY_CATALOGUE);
    const { results, hits, found, wanted } = await searchQuality(t.app);
    console.log(
      `\nSearch quality (${QUALITY_QUERIES.length} queries in English, Hinglish and Devanagari over ${QUALITY_CATALOGUE.length} listings; dictionary of ${SEARCH_WORDS.length} words)`,
    );
    console.log(
      `  queries finding all their listings in the top ${QUALITY_TOP}: ${hits}/${results.length} (${pct(hits, results.length)})`,
    );
    console.log(`  listings found in the top ${QUALITY_TOP}: ${found}/${wanted} (${pct(found, wanted)})`);
    for (const r of results.filter((r) => r.missing.length > 0))
      console.log(`  missed: ${r.query} -> ${r.missing.join(", ")}`);
  } finally {
    await t.close();
  }
  if (qualityOnly) return;

  const scratch = await createScratchDatabase(serverUrl, "dobara_bench");
  const database = openDatabase({ url: scratch.url, embeddedPath: "memory://" });
  const app = await buildApp(
    { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: "/tmp/dobara-bench" }), seedDemo: false },
    { database },
  );
  try {
    await seedListings(database.db, LISTINGS);
    console.log(`\nSearch speed on PostgreSQL with ${LISTINGS.toLocaleString("en-IN")} listings`);
    const run = async (words: string[]) => {
      const paths = Array.from(
        { length: 200 },
        (_, i) => `/api/products?search=${encodeURIComponent(words[i % words.length]!)}&limit=8`,
      );
      const samples: number[] = [];
      for (const [i, path] of [...paths.slice(0, 30), ...paths].entries()) {
        const start = performance.now();
        const res = await app.inject({ method: "GET", url: path });
        if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
        if (i >= 30) samples.push(performance.now() - start); // the first 30 warm caches and plans
      }
      return samples;
    };
    printRow("English words", await run(["phone", "laptop", "shoes", "samsung", "cycle", "table", "books", "scooter"]));
    printRow(
      "Hinglish and misspelt words",
      await run(["mobail", "joote", "kitab", "saikil", "fone", "labtop", "almari", "phone sasta"]),
    );
    printRow("Devanagari words", await run(["फ़ोन", "लैपटॉप", "जूते", "किताबें", "साइकिल", "अलमारी", "सैमसंग फ़ोन", "मेज़"]));
    printRow("words matching nothing (every tier)", await run(["zzqx", "qwrty plmk", "xkcdv"]));
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
