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

/** JavaScript a phone downloads to show a page: every script response, gzip-compressed as the server sends it. */
async function pageJavaScript(base: string, path: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: Promise<{ url: string; gzip: number }>[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script")
        scripts.push(res.body().then((b) => ({ url: res.url(), gzip: gzipSync(b, { level: 6 }).length })));
    });
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    return Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(urls: [string, string][]) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const results: { label: string; score: number }[] = [];
    for (const [label, url] of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ["performance"],
        output: "json",
        logLevel: "error",
      });
      const lhr = result!.lhr;
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      console.log(
        `  Lighthouse mobile performance, ${label.padEnd(13)} ${String(score).padStart(3)}  (FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")})  (budget >= 90: ${score >= 90 ? "met" : "MISSED"})`,
      );
      results.push({ label, score });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export async function benchWeb() {
  const server = await startServer();
  try {
    console.log("\nWeb (built app, embedded database with demo listings)");
    const products = (await (await fetch(`${server.base}/api/products?limit=1`)).json()) as { id: string }[];
    // Decision 0028: the budget counts the entry, the page's chunk and what they import statically (what the HTML
    // preloads), from the built files; the browser's own count (all scripts until the network is idle) is printed beside.
    const paths = { home: "/", browse: "/browse", product: products[0] ? `/products/${products[0].id}` : undefined };
    const firstLoad: Record<string, number> = {};
    for (const [label, module] of Object.entries(FIRST_LOAD_PAGES)) {
      const { files, total } = firstLoadJavaScript("dist/web", module);
      firstLoad[label] = total;
      const path = paths[label as keyof typeof paths];
      const fetched = path ? await pageJavaScript(server.base, path) : [];
      const fetchedTotal = fetched.reduce((sum, s) => sum + s.gzip, 0);
      console.log(
        `  first-load JavaScript, ${label.padEnd(8)} ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files  (budget <= 100 KB: ${total <= 100 * 1024 ? "met" : "MISSED"}); the browser fetched ${(fetchedTotal / 1024).toFixed(1)} KB in ${fetched.length} scripts by network idle`,
      );
    }
    const urls: [string, string][] = [
      ["home", `${server.base}/`],
      ["browse", `${server.base}/browse`],
    ];
    if (products[0]) urls.push(["product page", `${server.base}/products/${products[0].id}`]);
    else console.log("  (no listing to open: product page not measured)");
    const scores = await lighthouseScores(urls);
    return { homeJsGzip: firstLoad.home ?? 0, firstLoad, scores };
  } finally {
    await server.stop();
  }
}
