import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import pg from "pg";
import { startFloorProcess } from "./floor-server";
import { startServerProcess } from "./server-process";

/** docs/product.md#speed-budgets: browse and product detail at least this share of the bare node:http + pg floor. */
const BUDGET = 0.8;
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
/** Linux counts process CPU time in clock ticks of 10 ms (CLK_TCK 100). */
const TICK_MS = 10;

interface Side {
  name: "app" | "floor";
  url: string;
  pid: number;
  /** The application_name its database connections carry, to find their backends. */
  dbName: string;
}

interface Round {
  requests: number;
  seconds: number;
  /** CPU time of the server process itself, and of its database backends, in ms. */
  cpuMs: number;
  dbMs: number;
}

/**
 * The app (the built server, as `npm start` runs it) against the floor (floor-server.ts), each in its own process on
 * the same database, for browse and product detail. This machine's two cores are shared with other work, so a single
 * run of each says little: the two take turns in short rounds (which goes first alternates), and besides requests per
 * second each round counts the CPU time the server process spent, and its PostgreSQL backends, per request answered.
 * CPU per request is what "nearer the floor" means, and other load moves it far less than throughput: on this
 * machine at load average 3-9, the CPU ratio of one build moved by about 0.05 from run to run, the throughput
 * rounds of a single run from 0.5 to 1.2. Both sides serve the same rows with the same 50 connections and pool.
 */
export async function benchFloorRatio(databaseUrl: string, paths: { label: string; path: string }[]) {
  const withName = (name: string) => {
    const url = new URL(databaseUrl);
    url.searchParams.set("application_name", name);
    return url.toString();
  };
  const cpuProfileDir = process.env.BENCH_CPU_PROF;
  const profile = (name: string) => (cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}/${name}`] : []);
  const app = await startServerProcess(withName("bench_app"), {
    // No time-driven jobs in the measured window: they are not the read path.
    env: { JOB_INTERVAL_SECONDS: "86400" },
    nodeArgs: profile("app"),
  });
  const floor = await startFloorProcess(withName("bench_floor"), profile("floor"));
  const observer = new pg.Client({ connectionString: databaseUrl });
  await observer.connect();
  const sides: Side[] = [
    { name: "app", url: app.origin, pid: app.pid, dbName: "bench_app" },
    { name: "floor", url: floor.url, pid: floor.pid, dbName: "bench_floor" },
  ];
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(", ");
  try {
    // The app checks every listing's files once it has started: not a read of anyone's.
    await untilQuiet(app.pid);
    console.log(
      `  app against a bare node:http + pg floor, each in its own process: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s each in turn, flat out and then at the same rate (load average ${load()})`,
    );
    const figures: Record<string, { appRps: number; cpuRatio: number }> = {};
    for (const { label, path } of paths) {
      for (const side of sides) await autocannon(side.url + path, 3); // JIT, pool, plans
      const flat = await alternate(observer, sides, path);
      // A server pressed harder answers more requests per wake-up, so its CPU a request falls: compared at the
      // load each reached alone, the faster one looks cheaper still. So both are also given the same request rate,
      // which each can keep up with, and their CPU a request compared there.
      const rate = Math.max(100, Math.floor((0.6 * Math.min(medianRps(flat.app), medianRps(flat.floor))) / 100) * 100);
      const even = await alternate(observer, sides, path, rate);
      figures[label] = report(label, flat, even, rate);
    }
    console.log(`  (load average after: ${load()})`);
    return figures;
  } finally {
    await observer.end();
    await floor.stop();
    await app.stop();
    if (cpuProfileDir)
      console.log(`  CPU profiles of the app and the floor (one a thread) in ${cpuProfileDir}/app and /floor`);
  }
}

/** ROUNDS rounds of each side in turn, which goes first alternating; at `rate` requests a second, or flat out. */
async function alternate(observer: pg.Client, sides: Side[], path: string, rate?: number) {
  const rounds: Record<Side["name"], Round[]> = { app: [], floor: [] };
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) rounds[side.name].push(await measureRound(observer, side, path, rate));
  }
  return rounds;
}

async function measureRound(observer: pg.Client, side: Side, path: string, rate?: number): Promise<Round> {
  const cpu0 = processCpuMs(side.pid);
  const db0 = await backendCpuMs(observer, side.dbName);
  const { requests, seconds } = await autocannon(side.url + path, ROUND_SECONDS, rate);
  const cpu1 = processCpuMs(side.pid);
  const db1 = await backendCpuMs(observer, side.dbName);
  // A backend opened during the round counts whole; one closed during it is lost (the pool keeps them 10 s idle).
  let dbMs = 0;
  for (const [pid, ms] of db1) dbMs += ms - (db0.get(pid) ?? 0);
  return { requests, seconds, cpuMs: cpu1 - cpu0, dbMs };
}

const rps = (r: Round) => r.requests / r.seconds;
const medianRps = (rounds: Round[]) => median(rounds.map(rps).sort((a, b) => a - b));
const sum = (rounds: Round[], key: keyof Round) => rounds.reduce((total, r) => total + r[key], 0);
const perRequest = (rounds: Round[], key: "cpuMs" | "dbMs") => sum(rounds, key) / sum(rounds, "requests");
/** Two decimals, cut rather than rounded, so a ratio printed as 0.80 has met 0.80. */
const verdict = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)} ${ratio >= BUDGET ? "PASS" : "OVER"}`;
const us = (ms: number) => `${Math.round(ms * 1000)} µs`;
const fmt = (n: number) => Math.round(n).toLocaleString("en-IN");

function report(label: string, flat: Record<Side["name"], Round[]>, even: Record<Side["name"], Round[]>, rate: number) {
  // Rounds taken side by side saw about the same machine: compare each pair, then take the middle.
  const pairRatios = flat.app.map((r, i) => rps(r) / rps(flat.floor[i]!)).sort((a, b) => a - b);
  const throughputRatio = median(pairRatios);
  const cpu = (rounds: Record<Side["name"], Round[]>) => {
    const [app, floor] = [perRequest(rounds.app, "cpuMs"), perRequest(rounds.floor, "cpuMs")];
    const [appDb, floorDb] = [perRequest(rounds.app, "dbMs"), perRequest(rounds.floor, "dbMs")];
    return { app, floor, appDb, floorDb, ratio: floor / app, withDb: (floor + floorDb) / (app + appDb) };
  };
  const [atMost, atRate] = [cpu(flat), cpu(even)];
  const side = (name: string, rounds: Round[], cpuMs: number, dbMs: number, evenCpu: number, evenDb: number) =>
    `      ${name.padEnd(5)} ${fmt(medianRps(rounds)).padStart(6)} req/s; CPU a request ${us(cpuMs)} (+ ${us(dbMs)} in PostgreSQL), ` +
    `at ${fmt(rate)} req/s ${us(evenCpu)} (+ ${us(evenDb)})`;
  console.log(`    ${label}`);
  console.log(side("app", flat.app, atMost.app, atMost.appDb, atRate.app, atRate.appDb));
  console.log(side("floor", flat.floor, atMost.floor, atMost.floorDb, atRate.floor, atRate.floorDb));
  console.log(
    `      ratio (budget >= ${BUDGET.toFixed(2)}): CPU a request ${verdict(atMost.ratio)}, at the same rate ${verdict(atRate.ratio)}; ` +
      `throughput ${verdict(throughputRatio)} (rounds ${pairRatios[0]!.toFixed(2)}-${pairRatios[pairRatios.length - 1]!.toFixed(2)}); ` +
      `with PostgreSQL's CPU ${atMost.withDb.toFixed(2)}, at the same rate ${atRate.withDb.toFixed(2)}`,
  );
  return { appRps: medianRps(flat.app), cpuRatio: atRate.ratio };
}

const median = (sorted: number[]) =>
  sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]!
    : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;

/** User plus system CPU time of a process so far (fields 14 and 15 of /proc/<pid>/stat, after the command name). */
function processCpuMs(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** CPU so far of each PostgreSQL backend serving connections with this application_name (same machine). */
async function backendCpuMs(observer: pg.Client, applicationName: string) {
  const { rows } = await observer.query<{ pid: number }>(
    "select pid from pg_stat_activity where application_name = $1",
    [applicationName],
  );
  const byPid = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      byPid.set(pid, processCpuMs(pid));
    } catch {
      // The backend ended between the two reads.
    }
  }
  return byPid;
}

/** Waits (up to 60 s) until the process uses under a tenth of a core. */
async function untilQuiet(pid: number) {
  for (let i = 0; i < 60; i++) {
    const before = processCpuMs(pid);
    await new Promise((r) => setTimeout(r, 1000));
    if (processCpuMs(pid) - before < 100) return;
  }
}

/** autocannon in its own process (node straight on its script: npx would add a second of CPU to each round). */
function autocannon(target: string, seconds: number, rate?: number): Promise<{ requests: number; seconds: number }> {
  const args = ["--json", "-c", String(CONNECTIONS), "-d", String(seconds), ...(rate ? ["-R", String(rate)] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/autocannon/autocannon.js", ...args, target], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out) as {
        requests: { total: number };
        duration: number;
        non2xx: number;
        errors: number;
      };
      if (result.non2xx || result.errors)
        console.log(`  (warning: ${result.non2xx} non-2xx answers, ${result.errors} errors during the load test)`);
      resolve({ requests: result.requests.total, seconds: result.duration });
    });
  });
}
