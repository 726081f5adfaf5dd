// `npm test`: every test. Unit and API tests first, then the browser flows against the built app in Debian's Chromium.
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Devanagari font: Hindi pages are measured and photographed as a phone shows them, not as boxes. */
const hasDevanagariFont = () => spawnSync("sh", ["-c", "fc-list :lang=hi"], { encoding: "utf8" }).stdout?.trim();

function ensureChromium() {
  if (existsSync(CHROMIUM) && hasDevanagariFont()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log(
      `Chromium or a Devanagari font is missing: installing Debian's chromium and fonts-lohit-deva with apt-get (browser tests need them)...`,
    );
    const r = spawnSync(
      "sh",
      ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-lohit-deva"],
      { stdio: "inherit" },
    );
    if (r.status === 0 && existsSync(CHROMIUM)) return;
  }
  // Without the font the Hindi pages still run; only their photographs show boxes.
  if (existsSync(CHROMIUM)) return;
  console.error(
    `Chromium is needed for the browser tests and is not installed. Install it with:\n  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary)`,
  );
  process.exit(1);
}

const reportDir = mkdtempSync(path.join(os.tmpdir(), "dobara-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, args) {
  console.log(`\n=== ${label} ===`);
  const out = path.join(reportDir, `${label}.json`);
  const r = spawnSync(
    "npx",
    ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    { stdio: "inherit" },
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) totals.failed += 1;
  } else {
    totals.failed += 1;
  }
  return r.status === 0;
}

// A fresh clone has no node_modules: install them (from the lock) rather than fail on "vitest not found".
function ensureDependencies() {
  if (existsSync("node_modules/.bin/vitest") && existsSync("node_modules/.bin/vite")) return;
  console.log("Dependencies not installed: running npm ci...");
  const r = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

ensureDependencies();
ensureChromium();
let ok = run("unit-and-api", []);
execSync("node scripts/ensure-built.mjs", { stdio: "inherit" });
ok = run("browser", ["--config", "vitest.e2e.config.ts"]) && ok;

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
