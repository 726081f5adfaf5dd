import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { FIRST_LOAD_PAGES, firstLoadJavaScript } from "./first-load";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Starts the built app on the embedded database with the demo listings, as `npm start` would. */
async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "dobara-bench-web-"));
  const port = 5400 + Math.floor(Math.random() * 500);
  const server: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error("the server did not start");
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    async stop() {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The budgets for a first visit on a mid-range phone (Lighthouse's default mobile throttling). */
const BUDGETS = { lcpMs: 1800, tbtMs: 150, cls: 0.05, score: 97, jsGzipKb: 100 };

const verdict = (ok: boolean) => (ok ? "PASS" : "OVER");

/**
 * JavaScript a phone downloads for a first visit to `url`: every script response until the network is quiet,
 * gzip-compressed as the server sends it. The service worker is blocked: its precache downloads the rest of the app
 * in the background after the page has loaded, which is not what the page needed to show.
 */
async function fetchedJavaScript(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const scripts: Promise<{ url: string; gzip: number }>[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script")
        scripts.push(res.body().then((b) => ({ url: res.url(), gzip: gzipSync(b, { level: 6 }).length })));
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

interface PageFigures {
  label: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
  /** The fastest and slowest LCP and TBT of the runs. */
  lcpRangeMs?: [number, number];
  tbtRangeMs?: [number, number];
  validRuns?: number;
}

/** Lighthouse's own advice: a single run varies, the median of five is what to compare (BENCH_WEB_RUNS to change). */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5));

async function lighthouseFigures(urls: [string, string][]) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const results: PageFigures[] = [];
    for (const [label, url] of urls) {
      const runs: PageFigures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(chrome.port, label, url));
      // As Lighthouse's computeMedianRun does, a run that could not compute its metrics (its error is printed) is left
      // out, and the run with the median score of the others stands for the page.
      const valid = runs.filter((r) => Number.isFinite(r.lcpMs) && Number.isFinite(r.tbtMs));
      const ranked = (valid.length ? valid : runs).sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
      const median = ranked[Math.floor(ranked.length / 2)]!;
      const lcps = valid.map((r) => r.lcpMs);
      const tbts = valid.map((r) => r.tbtMs);
      // TBT swings from run to run far more than the score does (0-300 ms on one page): each metric is judged by its
      // own median over the runs, not by the value the median-scored run happened to have.
      const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      results.push({
        ...median,
        ...(valid.length ? { lcpMs: middle(lcps)!, tbtMs: middle(tbts)! } : {}),
        validRuns: valid.length,
        lcpRangeMs: lcps.length ? [Math.min(...lcps), Math.max(...lcps)] : undefined,
        tbtRangeMs: tbts.length ? [Math.min(...tbts), Math.max(...tbts)] : undefined,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

async function lighthouseRun(port: number, label: string, url: string): Promise<PageFigures> {
  // Lighthouse's defaults: mobile form factor, simulated slow 4G and a 4x slower CPU, storage cleared first.
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["performance"],
    output: "json",
    logLevel: "error",
    // BENCH_WEB_BLOCK_SW=1: the same pages without the service worker, to see what it costs a first visit.
    blockedUrlPatterns: process.env.BENCH_WEB_BLOCK_SW === "1" ? ["*/sw.js"] : [],
  });
  const lhr = result!.lhr;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // BENCH_WEB_DEBUG=1: what the LCP was and where its time went, and what blocked rendering.
  if (process.env.BENCH_WEB_DEBUG === "1")
    console.log(
      label,
      String(JSON.stringify(lhr.audits["largest-contentful-paint-element"]?.details)).slice(0, 1500),
      String(JSON.stringify(lhr.audits["render-blocking-resources"]?.details)).slice(0, 600),
      String(JSON.stringify(lhr.audits["bootup-time"]?.details)).slice(0, 1200),
      lhr.runtimeError?.message ?? "",
      `benchmarkIndex ${lhr.environment.benchmarkIndex}`,
    );
  const why =
    lhr.runtimeError?.message ??
    lhr.audits["total-blocking-time"]?.errorMessage ??
    lhr.audits["largest-contentful-paint"]?.errorMessage;
  if (why && !(Number.isFinite(value("total-blocking-time")) && Number.isFinite(value("largest-contentful-paint"))))
    console.log(`    (${label}: a run without metrics: ${why})`);
  return {
    label,
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  };
}

/**
 * `built`: the budget's figure (decision 0028), from the built files: the entry, the page's chunk and what they import
 * statically (what the HTML preloads). `fetched`: what the browser downloaded by network idle, printed beside it.
 */
function printFigures(
  figures: PageFigures,
  built: { files: { file: string; gzip: number }[]; total: number } | undefined,
  fetched: { url: string; gzip: number }[],
) {
  const kb = (built?.total ?? Number.NaN) / 1024;
  const fetchedKb = fetched.reduce((sum, s) => sum + s.gzip, 0) / 1024;
  const row = (name: string, value: string, budget: string, ok: boolean) =>
    console.log(`    ${name.padEnd(30)} ${value.padStart(9)}   budget ${budget.padEnd(9)} ${verdict(ok)}`);
  const failedRuns = RUNS - (figures.validRuns ?? RUNS);
  const failed = failedRuns ? `, ${failedRuns} run(s) without metrics left out` : "";
  const range =
    figures.lcpRangeMs && figures.tbtRangeMs
      ? ` (median of ${figures.validRuns} runs${failed}; LCP ${(figures.lcpRangeMs[0] / 1000).toFixed(2)}-${(figures.lcpRangeMs[1] / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbtRangeMs[0])}-${Math.round(figures.tbtRangeMs[1])} ms)`
      : ` (no run of ${RUNS} computed its metrics)`;
  console.log(`  ${figures.label}${range}`);
  row(
    "Lighthouse mobile LCP",
    `${(figures.lcpMs / 1000).toFixed(2)} s`,
    `<= ${BUDGETS.lcpMs / 1000} s`,
    figures.lcpMs <= BUDGETS.lcpMs,
  );
  row(
    "Lighthouse mobile TBT",
    `${Math.round(figures.tbtMs)} ms`,
    `<= ${BUDGETS.tbtMs} ms`,
    figures.tbtMs <= BUDGETS.tbtMs,
  );
  row("Lighthouse mobile CLS", figures.cls.toFixed(3), `<= ${BUDGETS.cls}`, figures.cls <= BUDGETS.cls);
  row("Lighthouse performance score", String(figures.score), `>= ${BUDGETS.score}`, figures.score >= BUDGETS.score);
  row(
    `first-load JS (${built?.files.length ?? 0} built files)`,
    `${kb.toFixed(1)} KB`,
    `<= ${BUDGETS.jsGzipKb} KB`,
    kb <= BUDGETS.jsGzipKb,
  );
  console.log(`    (the browser fetched ${fetchedKb.toFixed(1)} KB gzip in ${fetched.length} scripts by network idle)`);
  for (const f of [...(built?.files ?? [])].sort((a, b) => b.gzip - a.gzip).slice(0, 5))
    console.log(`      ${f.file.padEnd(48)} ${(f.gzip / 1024).toFixed(1)} KB gzip`);
}

export async function benchWeb() {
  const server = await startServer();
  try {
    console.log("\nWeb: the speed budgets (built app, embedded database with demo listings; measured, not asserted)");
    const products = (await (await fetch(`${server.base}/api/products?limit=1`)).json()) as { id: string }[];
    // Each page in both languages (decision 0046): English at its address, Hindi under /hi.
    const pagesToMeasure: [string, string, string][] = [
      ["home", "/", FIRST_LOAD_PAGES.home],
      ["browse", "/browse", FIRST_LOAD_PAGES.browse],
    ];
    if (products[0]) pagesToMeasure.push(["product page", `/products/${products[0].id}`, FIRST_LOAD_PAGES.product]);
    else console.log("  (no listing to open: product page not measured)");
    const measured = (["en", "hi"] as const).flatMap((language) =>
      pagesToMeasure.map(([label, path, module]) => ({
        language,
        label: `${label} (${language})`,
        url: `${server.base}${language === "hi" ? (path === "/" ? "/hi" : `/hi${path}`) : path}`,
        module,
      })),
    );
    const urls = measured.map((m): [string, string] => [m.label, m.url]);
    const pages = await lighthouseFigures(urls);
    const results = [];
    for (const [i, { url, module }] of measured.entries()) {
      const built = firstLoadJavaScript("dist/web", module);
      printFigures(pages[i]!, built, await fetchedJavaScript(url));
      results.push({ ...pages[i]!, jsGzip: built.total });
    }
    const over = results.filter(
      (r) =>
        r.lcpMs > BUDGETS.lcpMs ||
        r.tbtMs > BUDGETS.tbtMs ||
        r.cls > BUDGETS.cls ||
        r.score < BUDGETS.score ||
        r.jsGzip > BUDGETS.jsGzipKb * 1024,
    );
    console.log(
      over.length ? `  OVER budget: ${over.map((r) => r.label).join(", ")}` : "  every page within its budgets",
    );
    return results;
  } finally {
    await server.stop();
  }
}
