import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { PRODUCT_TYPES } from "../../contract/catalog";
import { seedListings } from "./seed-listings";
import { quietBenchApp } from "./quiet-app";
import { printRow } from "./stats";

const COMPLETED = Number(process.env.BENCH_COMPLETED_ORDERS ?? 100_000);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const PEOPLE = 1_000;
const CONDITIONS = ["like_new", "good"];

/**
 * The fair-price guide (docs/product.md#speed-budgets: p95 < 20 ms) over COMPLETED completed orders of the last 180
 * days, spread over every category, type, brand and condition the listing form offers, a few kinds far busier than
 * the rest (the square of an even spread: the busiest kind has some 6,000 sales). Beside them, what the guide must
 * pass over: a tenth as many sales older than 180 days, returned or cancelled, a live unsold listing for every five
 * sales, and LISTINGS other listings. Seeded with generate_series in a scratch database.
 */
export async function benchPriceGuide(serverUrl: string) {
  const { app, db, close } = await quietBenchApp(serverUrl);
  try {
    const t = performance.now();
    const kinds = Object.entries(PRODUCT_TYPES).flatMap(([category, types]) =>
      types.flatMap((type) =>
        (type.brands ?? []).flatMap((brand) => CONDITIONS.map((condition) => [category, type.value, brand, condition])),
      ),
    );
    const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;
    const kindRows = kinds.map((k, i) => `(${i}, ${k.map(lit).join(", ")})`).join(",");
    await db.execute(sql`
      INSERT INTO users (full_name, username, mobile, email, password_hash, role, is_verified)
      SELECT 'Person' || g, 'person_' || g, (9000000000 + g)::text, 'person' || g || '@example.in', 'x', 'seller', true
      FROM generate_series(1, ${PEOPLE}) g`);
    const sellers = (await db.execute<{ id: string }>(sql`SELECT id FROM users`)).rows.map((r) => r.id);
    await seedListings(db, LISTINGS, sellers);
    await db.execute(sql`CREATE TEMP TABLE people AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM users`);
    await db.execute(
      sql.raw(`CREATE TEMP TABLE kinds (n int, category text, product_type text, brand text, condition text);
               INSERT INTO kinds VALUES ${kindRows}`),
    );
    // Sale g: 1..COMPLETED stand; then a tenth each delivered too long ago, returned, cancelled. A listing of its own
    // for each, of a kind drawn so that low kind numbers are the busy ones.
    const all = Math.round(COMPLETED * 1.3);
    const old = COMPLETED + Math.round(COMPLETED * 0.1);
    const returned = old + Math.round(COMPLETED * 0.1);
    await db.execute(sql`
      INSERT INTO products (title, description, price, category, product_type, brand, condition, seller_id, status,
                            is_available, created_at)
      SELECT 'Sold ' || k.brand, 'price-guide sale ' || g, 1000 + (g * 7919) % 60000, k.category, k.product_type,
             k.brand, k.condition, (SELECT id FROM people WHERE n = 1 + g % ${PEOPLE}),
             CASE WHEN g > ${all} THEN 'approved' ELSE 'sold' END, g > ${all}, now() - make_interval(days => 200)
      FROM generate_series(1, ${all + Math.round(COMPLETED / 5)}) g
      JOIN kinds k ON k.n = floor(${kinds.length} * power(((g * 7919) % 100003) / 100003.0, 2))::int`);
    await db.execute(sql`
      INSERT INTO orders (buyer_id, seller_id, product_id, category, product_type, brand, condition, final_price,
                          buyer_fee, seller_fee, platform_fee, delivery_charge, status, delivery_address, delivered_at,
                          created_at)
      SELECT b.id, p.seller_id, p.id, p.category, p.product_type, p.brand, p.condition, p.price, 0, 0, 0, 0,
             CASE WHEN p.g > ${returned} THEN 'cancelled' ELSE 'delivered' END, 'Bench address',
             CASE WHEN p.g > ${returned} THEN NULL
                  WHEN p.g > ${COMPLETED} AND p.g <= ${old} THEN now() - make_interval(days => 181 + p.g % 200)
                  ELSE now() - make_interval(mins => (p.g * 23) % 250000) END,
             now() - make_interval(days => 200)
      FROM (SELECT id, seller_id, price, category, product_type, brand, condition,
                   substring(description from 18)::int AS g FROM products
            WHERE description LIKE 'price-guide sale %') p
      JOIN people b ON b.n = 1 + (p.g + 7) % ${PEOPLE}
      WHERE p.g <= ${all}`);
    await db.execute(sql`
      INSERT INTO return_requests (order_id, reason, status, processed_at, refund_amount, approved_at, returned_at)
      SELECT o.id, 'dont_want_anymore', 'processed', now(), o.final_price, now(), now()
      FROM orders o JOIN products p ON p.id = o.product_id
      WHERE substring(p.description from 18)::int > ${old} AND o.status = 'delivered'`);
    // What autovacuum does on a live database after a bulk load: statistics, and a visibility map for index-only scans.
    await db.execute(sql`VACUUM ANALYZE`);
    const busiest = (
      await db.execute<{ category: string; product_type: string; brand: string; condition: string; n: number }>(sql`
        SELECT p.category, p.product_type, p.brand, p.condition, count(*)::int AS n
        FROM orders o JOIN products p ON p.id = o.product_id
        WHERE o.status = 'delivered' AND o.delivered_at > now() - interval '180 days'
        GROUP BY 1, 2, 3, 4 ORDER BY n DESC LIMIT 1`)
    ).rows[0]!;
    const [counts] = (
      await db.execute<{ completed: number; orders: number }>(sql`
        SELECT count(*) FILTER (WHERE status = 'delivered' AND delivered_at > now() - interval '180 days'
                                  AND NOT EXISTS (SELECT 1 FROM return_requests r WHERE r.order_id = o.id))::int
                 AS completed,
               count(*)::int AS orders
        FROM orders o`)
    ).rows;
    console.log(
      `\nPrice guide on PostgreSQL: ${counts!.completed.toLocaleString("en-IN")} completed orders of ${counts!.orders.toLocaleString("en-IN")}, ${kinds.length} kinds, the busiest ${busiest.n.toLocaleString("en-IN")} (seeded in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
    );

    const time = async (url: string) => {
      const start = performance.now();
      const res = await app.inject({ method: "GET", url });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return performance.now() - start;
    };
    const run = async (urls: string[]) => {
      for (const u of urls.slice(0, 30)) await time(u); // warm caches and plans
      const samples: number[] = [];
      for (const u of urls) samples.push(await time(u));
      return samples;
    };
    const guideUrl = (k: { category: string; product_type: string; brand: string; condition: string }) =>
      `/api/price-guide?${new URLSearchParams({ category: k.category, productType: k.product_type, brand: k.brand, condition: k.condition })}`;
    // Asked about as often as sold: the kind of the i-th of 500 sales picked evenly through them.
    const asked = (
      await db.execute<{ category: string; product_type: string; brand: string; condition: string }>(sql`
        SELECT p.category, p.product_type, p.brand, p.condition FROM orders o JOIN products p ON p.id = o.product_id
        WHERE o.status = 'delivered' ORDER BY o.order_number % 997, o.order_number LIMIT 500`)
    ).rows;
    const guide = printRow("GET /api/price-guide (kinds as often as sold)", await run(asked.map(guideUrl)), 20);
    printRow(
      `GET /api/price-guide (busiest kind, ${busiest.n} sales)`,
      await run(Array.from({ length: 300 }, () => guideUrl(busiest))),
      20,
    );
    const listings = (
      await db.execute<{ id: string }>(sql`
        SELECT id FROM products WHERE status = 'approved' AND description LIKE 'price-guide sale %'
        ORDER BY id LIMIT 300`)
    ).rows;
    printRow(
      "GET /api/products/{id}/price-guide",
      await run(listings.map((l) => `/api/products/${l.id}/price-guide`)),
      20,
    );
    return { priceGuideP95: guide.p95 };
  } finally {
    await close();
  }
}
