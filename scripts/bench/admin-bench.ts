import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { startSession } from "../../server/modules/auth/session-service";
import { insertUser } from "../../server/modules/users/users-repo";
import { createScratchDatabase } from "../../server/test/scratch-database";
import { seedListings } from "./seed-listings";
import { printRow } from "./stats";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const LISTINGS = Number(process.env.BENCH_ADMIN_LISTINGS ?? 20_000);

/**
 * The admin's figures (docs/product.md#speed-budgets) on PostgreSQL with ORDERS orders and USERS users: every admin list p95 < 50 ms, stats and
 * analytics p95 < 100 ms. Rows are made in SQL (orders spread over 90 days, at most one active order per listing).
 */
export async function benchAdmin(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, "dobara_bench");
  const database = openDatabase({ url: scratch.url, embeddedPath: "memory://" });
  const app = await buildApp(
    { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: "/tmp/dobara-bench" }), seedDemo: false },
    { database },
  );
  const db = database.db;
  try {
    const t = performance.now();
    await seedListings(db, LISTINGS);
    await db.execute(sql`
      INSERT INTO users (full_name, username, mobile, email, password_hash, role, is_verified, created_at)
      SELECT 'Bench Person ' || g, 'bench_person_' || g, (7000000000 + g)::text, 'person' || g || '@example.in', 'x',
             CASE WHEN g % 3 = 0 THEN 'seller' ELSE 'buyer' END, true, now() - make_interval(mins => g * 13)
      FROM generate_series(1, ${USERS}) AS g`);
    await db.execute(sql`
      WITH p AS (SELECT id, seller_id, row_number() OVER (ORDER BY id) AS n FROM products),
           u AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'bench_person_%')
      INSERT INTO orders (buyer_id, seller_id, product_id, final_price, buyer_fee, seller_fee, platform_fee,
                          delivery_charge, status, delivery_address, delivered_at, created_at)
      SELECT u.id, p.seller_id, p.id, 1000, 30, 30, 60, 50,
             CASE WHEN g <= ${LISTINGS} / 4 THEN (ARRAY['placed','confirmed','picked_up','out_for_delivery'])[1 + g % 4]
                  WHEN g % 9 = 0 THEN 'cancelled' ELSE 'delivered' END,
             '4 Park Street, Kolkata 700016',
             CASE WHEN g > ${LISTINGS} / 4 AND g % 9 <> 0 THEN now() ELSE NULL END,
             now() - make_interval(mins => (g * 1.3)::int)
      FROM generate_series(1, ${ORDERS}) AS g
      JOIN p ON p.n = 1 + g % ${LISTINGS}
      JOIN u ON u.n = 1 + g % ${USERS}`);
    await db.execute(sql`
      INSERT INTO contact_queries (name, email, phone, subject, message, is_read, created_at)
      SELECT 'Asha ' || g, 'asha' || g || '@example.in', '9876543210', 'Question ' || g, 'When is pickup?', g % 4 <> 0,
             now() - make_interval(mins => g)
      FROM generate_series(1, 10000) AS g`);
    const admin = await insertUser(db, {
      fullName: "Bench Admin",
      username: "bench_admin",
      mobile: "9888800000",
      email: "bench-admin@example.in",
      passwordHash: "x",
      role: "admin",
      isVerified: true,
    });
    await db.execute(sql`
      INSERT INTO admin_audit_log (admin_id, action, entity_type, entity_id, created_at)
      SELECT ${admin.id}, (ARRAY['approve','reject','verify_bank_account','contact_status'])[1 + g % 4], 'product',
             gen_random_uuid(), now() - make_interval(mins => g)
      FROM generate_series(1, 100000) AS g`);
    await db.execute(sql`ANALYZE`);
    const token = await startSession(db, admin.id, {});
    console.log(
      `\nAdmin API on PostgreSQL with ${ORDERS.toLocaleString("en-IN")} orders, ${USERS.toLocaleString("en-IN")} users, ${LISTINGS.toLocaleString("en-IN")} listings (seeded in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
    );

    const time = async (path: string) => {
      const start = performance.now();
      const res = await app.inject({ method: "GET", url: path, headers: { authorization: `Bearer ${token}` } });
      const took = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return took;
    };
    const run = async (paths: string[]) => {
      for (const p of paths.slice(0, 20)) await time(p);
      const samples: number[] = [];
      for (const p of paths) samples.push(await time(p));
      return samples;
    };
    const pages = (make: (i: number) => string, n = 200) => Array.from({ length: n }, (_, i) => make(i));
    printRow("stats", await run(pages(() => "/api/admin/stats", 100)), 100);
    printRow("analytics, 30 days", await run(pages(() => "/api/admin/analytics?days=30", 100)), 100);
    printRow(
      "contact queries, pages 1-5",
      await run(pages((i) => `/api/admin/contact-queries?offset=${(i % 5) * 20}`)),
      50,
    );
    printRow("users, pages 1-5", await run(pages((i) => `/api/admin/users?offset=${(i % 5) * 20}`)), 50);
    printRow("users, search", await run(pages((i) => `/api/admin/users?q=person${(i * 37) % USERS}`)), 50);
    printRow(
      "audit log, by action",
      await run(pages((i) => `/api/admin/audit-log?action=${["approve", "reject"][i % 2]}`)),
      50,
    );
    printRow("coupons", await run(pages(() => "/api/admin/coupons")), 50);
    printRow(
      "listings with bank accounts, pages 1-5",
      await run(pages((i) => `/api/admin/products-with-bank-accounts?limit=20&offset=${(i % 5) * 20}`)),
      50,
    );
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
}
