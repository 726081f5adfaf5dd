import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { toNumber } from "../../lib/numbers";

type Row = Record<string, unknown>;
const rowsOf = (result: { rows: unknown[] }) => result.rows as Row[];

/** India keeps one offset all year (no daylight saving): +05:30. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/**
 * The last `days` IST calendar days up to today, and the instant the first began. The start goes to the database as
 * a constant, so each count reads only the window through the created_at indexes instead of every row.
 */
export function istWindow(days: number, now = Date.now()) {
  const todayStart = Math.floor((now + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  const start = new Date(todayStart - (days - 1) * DAY_MS);
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(start.getTime() + i * DAY_MS + IST_OFFSET_MS).toISOString().slice(0, 10),
  );
  return { start, dates };
}

const istDay = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`);

/** Platform revenue is not counted here: it is the ledger's (admin-overview-service), as on the stats card. */
export async function dailySeries(db: Db, days: number) {
  const { start, dates } = istWindow(days);
  const from = start.toISOString();
  const [orders, listings, people] = await Promise.all([
    db.execute(sql`
      select ${istDay("created_at")} as d, count(*) as orders,
             coalesce(sum(final_price) filter (where status <> 'cancelled'), 0) as gmv
      from orders where created_at >= ${from}::timestamptz group by 1`),
    db.execute(
      sql`select ${istDay("created_at")} as d, count(*) as n from products where created_at >= ${from}::timestamptz group by 1`,
    ),
    db.execute(
      sql`select ${istDay("created_at")} as d, count(*) as n from users where created_at >= ${from}::timestamptz group by 1`,
    ),
  ]);
  const byDay = (result: { rows: unknown[] }) => new Map(rowsOf(result).map((r) => [String(r.d), r]));
  const o = byDay(orders);
  const p = byDay(listings);
  const u = byDay(people);
  return dates.map((date) => ({
    date,
    orders: toNumber(o.get(date)?.orders),
    gmv: Math.round(toNumber(o.get(date)?.gmv)),
    newListings: toNumber(p.get(date)?.n),
    newUsers: toNumber(u.get(date)?.n),
  }));
}

export async function windowTotals(db: Db, days: number) {
  const from = istWindow(days).start.toISOString();
  const [rates] = rowsOf(
    await db.execute(sql`
      select
        (select count(*) filter (where o.status = 'delivered' and not exists (
             select 1 from return_requests r where r.order_id = o.id and r.status = 'processed'))::float8
           / nullif(count(*), 0)
           from orders o where o.created_at >= ${from}::timestamptz) as completion,
        (select count(*) filter (where status = 'accepted')::float8
                / nullif(count(*) filter (where status in ('accepted', 'rejected', 'declined', 'expired')), 0)
           from offers where created_at >= ${from}::timestamptz) as acceptance,
        (select percentile_cont(0.5) within group (order by extract(epoch from a.created_at - p.created_at) / 3600)
           from admin_audit_log a join products p on p.id = a.entity_id
           where a.action = 'approve' and a.entity_type = 'product' and a.created_at >= ${from}::timestamptz) as median_hours
    `),
  );
  const [byStatus, byCategory] = await Promise.all([
    db.execute(sql`select status as k, count(*) as n from orders where created_at >= ${from}::timestamptz group by 1`),
    db.execute(
      sql`select category as k, count(*) as n from products where created_at >= ${from}::timestamptz group by 1`,
    ),
  ]);
  const rate = (v: unknown) => (v === null || v === undefined ? null : Math.round(toNumber(v) * 1000) / 1000);
  const tally = (result: { rows: unknown[] }) =>
    Object.fromEntries(rowsOf(result).map((r) => [String(r.k), toNumber(r.n)]));
  return {
    completionRate: rate(rates?.completion),
    offerAcceptanceRate: rate(rates?.acceptance),
    medianHoursToApproval:
      rates?.median_hours === null || rates?.median_hours === undefined
        ? null
        : Math.round(toNumber(rates.median_hours) * 10) / 10,
    ordersByStatus: tally(byStatus),
    listingsByCategory: tally(byCategory),
  };
}
