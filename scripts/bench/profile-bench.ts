import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { seedListings } from "./seed-listings";
import { quietBenchApp } from "./quiet-app";
import { printRow } from "./stats";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const PEOPLE = 2_000;
/** Orders, each rated by its buyer and nine in ten by their seller: about 1,007,000 ratings. */
const ORDERS = Number(process.env.BENCH_RATED_ORDERS ?? 530_000);
const HEAVY = "heavy_seller";

/**
 * The public seller profile (docs/product.md#speed-budgets: p95 < 20 ms) at 100k listings and about 1M ratings, spread over
 * PEOPLE sellers and buyers, with one heavy seller who sold a tenth of the orders (some 53,000) (and rated their buyers), owns
 * about one listing in twenty and received 10,000 offers in the window (110 a day). Everything is seeded with
 * generate_series in a scratch database.
 */
export async function benchProfiles(serverUrl: string) {
  const { app, db, close } = await quietBenchApp(serverUrl);
  try {
    const t = performance.now();
    await db.execute(sql`
      INSERT INTO users (full_name, username, mobile, email, password_hash, role, is_verified, created_at)
      SELECT 'Person' || g || ' Sharma', CASE WHEN g = 0 THEN ${HEAVY} ELSE 'person_' || g END,
             (9000000000 + g)::text, 'person' || g || '@example.in', 'x', 'seller', g % 2 = 0,
             now() - make_interval(days => 30 + g % 900)
      FROM generate_series(0, ${PEOPLE - 1}) g`);
    const ids = (
      await db.execute<{ id: string; username: string }>(sql`SELECT id, username FROM users ORDER BY username`)
    ).rows;
    const heavy = ids.find((u) => u.username === HEAVY)!.id;
    const others = ids.filter((u) => u.id !== heavy).map((u) => u.id);
    // One listing in twenty is the heavy seller's; the rest spread over everyone else.
    const sellers = [...others, ...Array.from({ length: Math.round(others.length / 19) }, () => heavy)];
    await seedListings(db, LISTINGS, sellers);
    await db.execute(sql`CREATE TEMP TABLE people AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM users`);
    await db.execute(
      sql`CREATE TEMP TABLE listing_ids AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM products`,
    );
    // Delivered orders: one in ten sold by the heavy seller; the newest 3% inside the double-blind window.
    await db.execute(sql`
      INSERT INTO orders (buyer_id, seller_id, product_id, final_price, buyer_fee, seller_fee, platform_fee,
                          delivery_charge, status, delivery_address, delivered_at, created_at)
      SELECT b.id, CASE WHEN g % 10 = 0 THEN ${heavy}::uuid ELSE s.id END, l.id, 1000, 0, 0, 0, 0, 'delivered',
             'Bench address', now() - make_interval(mins => g), now() - make_interval(mins => g + 4000)
      FROM generate_series(1, ${ORDERS}) g
      JOIN people s ON s.n = 1 + g % ${PEOPLE}
      JOIN people b ON b.n = 1 + (g + 1 + g / ${PEOPLE}) % ${PEOPLE}
      JOIN listing_ids l ON l.n = 1 + g % ${LISTINGS}
      WHERE b.id <> s.id AND b.id <> ${heavy}::uuid`);
    // The buyer rates every order; the seller rates nine in ten back.
    await db.execute(sql`
      INSERT INTO ratings (order_id, rater_id, rated_id, rating, comment, created_at, visible_at)
      SELECT o.id, o.buyer_id, o.seller_id, 1 + (o.order_number * 7) % 5,
             CASE WHEN o.order_number % 3 = 0 THEN 'Smooth deal, as described (' || o.order_number || ')' END,
             o.delivered_at + interval '1 hour',
             CASE WHEN o.order_number % 10 <> 3 THEN o.delivered_at + interval '2 hours' ELSE o.delivered_at + interval '14 days' END
      FROM orders o`);
    await db.execute(sql`
      INSERT INTO ratings (order_id, rater_id, rated_id, rating, comment, created_at, visible_at)
      SELECT o.id, o.seller_id, o.buyer_id, 1 + (o.order_number * 3) % 5, NULL, o.delivered_at + interval '2 hours',
             o.delivered_at + interval '2 hours'
      FROM orders o WHERE o.order_number % 10 <> 3`);
    // The star totals the app keeps as each rating is stored.
    await db.execute(sql`
      INSERT INTO rating_totals (user_id, stars1, stars2, stars3, stars4, stars5)
      SELECT rated_id, count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2),
             count(*) FILTER (WHERE rating = 3), count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)
      FROM ratings GROUP BY rated_id`);
    // The sales the app counts as each order is delivered.
    await db.execute(sql`
      INSERT INTO sales_totals (seller_id, items_sold)
      SELECT seller_id, count(*) FROM orders WHERE status = 'delivered' GROUP BY seller_id`);
    await db.execute(sql`
      INSERT INTO offers (product_id, buyer_id, seller_id, amount, counter_amount, status, expires_at, created_at, updated_at,
                          responded_at)
      SELECT l.id, b.id, ${heavy}::uuid, 900, CASE WHEN g % 5 = 2 THEN 950 END,
             (ARRAY['accepted','rejected','countered','expired','pending'])[1 + g % 5], now() + interval '1 day',
             now() - make_interval(mins => g * 6), now() - make_interval(mins => g * 6) + make_interval(hours => g % 50),
             CASE WHEN g % 5 < 3 THEN now() - make_interval(mins => g * 6) + make_interval(hours => g % 50) END
      FROM generate_series(1, 10000) g
      JOIN people b ON b.n = 1 + g % ${PEOPLE}
      JOIN listing_ids l ON l.n = 1 + g % ${LISTINGS}
      WHERE b.id <> ${heavy}::uuid`);
    // What autovacuum does on a live database after a bulk load: statistics, and a visibility map for index-only counts.
    await db.execute(sql`VACUUM ANALYZE`);
    const [counts] = (
      await db.execute<{ ratings: number; received: number }>(
        sql`SELECT (SELECT count(*)::int FROM ratings) AS ratings,
                   (SELECT count(*)::int FROM ratings WHERE rated_id = ${heavy}::uuid) AS received`,
      )
    ).rows;
    console.log(
      `\nSeller profiles on PostgreSQL: ${LISTINGS.toLocaleString("en-IN")} listings, ${counts!.ratings.toLocaleString("en-IN")} ratings, the heavy seller's ${counts!.received.toLocaleString("en-IN")} (seeded in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
    );

    const time = async (url: string) => {
      const start = performance.now();
      const res = await app.inject({ method: "GET", url });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return performance.now() - start;
    };
    /** `before` runs untimed ahead of each request. */
    const run = async (urls: string[], before?: () => Promise<unknown>) => {
      for (const u of urls.slice(0, 30)) await time(u); // warm caches and plans
      const samples: number[] = [];
      for (const u of urls) {
        await before?.();
        samples.push(await time(u));
      }
      return samples;
    };
    // Cold: every read finds the stored response figures invalidated (as after an offer write) and recomputes them.
    const invalidate = () =>
      db.execute(sql`UPDATE response_figures SET stale = true, version = version + 1 WHERE seller_id = ${heavy}::uuid`);
    printRow(
      "GET /api/sellers/{heavy seller}, response figures cold",
      await run(
        Array.from({ length: 300 }, () => `/api/sellers/${HEAVY}`),
        invalidate,
      ),
      20,
    );
    // Warm: the usual read, the stored figures under an hour old and not invalidated since.
    const heavyProfile = printRow(
      "GET /api/sellers/{heavy seller}, response figures stored",
      await run(Array.from({ length: 300 }, () => `/api/sellers/${HEAVY}`)),
      20,
    );
    printRow(
      "GET /api/sellers/{someone} (any of 2,000)",
      await run(Array.from({ length: 300 }, (_, i) => `/api/sellers/person_${1 + ((i * 37) % (PEOPLE - 1))}`)),
      20,
    );
    printRow(
      "GET /api/sellers/{heavy seller}/reviews, pages 1-50",
      await run(Array.from({ length: 300 }, (_, i) => `/api/sellers/${HEAVY}/reviews?offset=${(i % 50) * 10}`)),
      20,
    );
    const [listing] = (
      await db.execute<{ id: string }>(
        sql`SELECT id FROM products WHERE seller_id = ${heavy}::uuid AND status = 'approved' LIMIT 1`,
      )
    ).rows;
    printRow(
      "GET /api/products/{id}/seller (the card)",
      await run(Array.from({ length: 300 }, () => `/api/products/${listing!.id}/seller`)),
      20,
    );
    return { profileP95: heavyProfile.p95 };
  } finally {
    await close();
  }
}
