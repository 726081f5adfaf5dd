// `npm run bench`: the speed and size figures the issues budget, printed. Needs PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), Debian's Chromium and a built app.
// `npm run bench floor`: only the API against the bare floor server (floor-ratio.ts); BENCH_CPU_PROF=dir profiles the app.
// `npm run bench price-guide`: only the fair-price guide over 100,000 completed orders.
// `npm run bench search`: search quality (the query table's hit rate) and search speed; `search-quality` the first only.
import { execSync } from "node:child_process";
import { benchAdmin } from "./admin-bench";
import { benchApi } from "./api-bench";
import { benchCourier } from "./courier-bench";
import { benchCluster } from "./cluster-bench";
import { benchDeliveries } from "./delivery-bench";
import { benchNotifications } from "./notifications-bench";
import { benchPayments } from "./payments-bench";
import { benchPriceGuide } from "./price-guide-bench";
import { benchProfiles } from "./profile-bench";
import { benchSearch } from "./search-bench";
import { benchSms } from "./sms-bench";
import { benchWeb } from "./web-bench";

const only = process.argv[2];
execSync("node scripts/ensure-built.mjs", { stdio: "inherit" });
if (!only || only === "api" || only === "floor")
  await benchApi(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres", {
    floorOnly: only === "floor",
  });
if (!only || only === "api" || only === "notifications") {
  await benchNotifications(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  await benchDeliveries(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
}
if (!only || only === "api" || only === "payments")
  await benchPayments(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
if (!only || only === "api" || only === "sms")
  await benchSms(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
if (!only || only === "api" || only === "courier")
  await benchCourier(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
if (!only || only === "api" || only === "profiles")
  await benchProfiles(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
if (!only || only === "api" || only === "price-guide")
  await benchPriceGuide(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
if (!only || only === "search" || only === "search-quality")
  await benchSearch(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres", {
    qualityOnly: only === "search-quality",
  });
if (!only || only === "admin")
  await benchAdmin(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
if (!only || only === "cluster")
  await benchCluster(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
if (!only || only === "web") await benchWeb();
