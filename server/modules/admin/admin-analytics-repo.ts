import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { toNumber } from "../../lib/numbers";

type Row = Record<string, unknown>;
const rowsOf = (result: { rows: unknown[] }) => result.rows as Row[];

/**
 * Days are IST calendar days, the last `days` of them up to today. Every figure reads only rows created in the
 * window, through the created_at ranges, so the cost follows the window and not the size of the tables.
 */
const windowStart = (days: number) =>
  sql`((now() at time zone 'Asia/Kolkata')::date - ${days - 1}::int)::timestamp at time zone 'Asia/Kolkata'`;
const istDay = (column: string) => sql.raw(`(${column} at time zone 'Asia/Kolkata')::date`);

export async function dailySeries(db: Db, days: number) {
  const start = windowStart(days);
  const result = await db.execute(sql`
    with day as (
      select generate_series((now() at time zone 'Asia/Kolkata')::date - ${days - 1}::int,
                             (now() at time zone 'Asia/Kolkata')::date, interval '1 day')::date as d
    ),
    o as (
      select ${istDay("created_at")} as d, count(*) as orders,
             coalesce(sum(final_price) filter (where status <> 'cancelled'), 0) as gmv,
             coalesce(sum(platform_fee) filter (where status <> 'cancelled'), 0) as revenue
      from orders where created_at >= ${start} group by 1
    ),
    p as (select ${istDay("created_at")} as d, count(*) as n from products where created_at >= ${start} group by 1),
    u as (select ${istDay("created_at")} as d, count(*) as n from users where created_at >= ${start} group by 1)
    select to_char(day.d, 'YYYY-MM-DD') as date, coalesce(o.orders, 0) as orders, coalesce(o.gmv, 0) as gmv,
           coalesce(o.revenue, 0) as revenue, coalesce(p.n, 0) as listings, coalesce(u.n, 0) as users
    from day left join o on o.d = day.d left join p on p.d = day.d left join u on u.d = day.d
    order by day.d
  `);
  return rowsOf(result).map((r) => ({
    date: String(r.date),
    orders: toNumber(r.orders),
    gmv: Math.round(toNumber(r.gmv)),
    platformRevenue: Math.round(toNumber(r.revenue)),
    newListings: toNumber(r.listings),
    newUsers: toNumber(r.users),
  }));
}

export async function windowTotals(db: Db, days: number) {
  const start = windowStart(days);
  const [rates] = rowsOf(
    await db.execute(sql`
      select
        (select count(*) filter (where status = 'delivered')::float8 / nullif(count(*), 0)
           from orders where created_at >= ${start}) as completion,
        (select count(*) filter (where status = 'accepted')::float8
                / nullif(count(*) filter (where status in ('accepted', 'rejected', 'declined', 'expired')), 0)
           from offers where created_at >= ${start}) as acceptance,
        (select percentile_cont(0.5) within group (order by extract(epoch from a.created_at - p.created_at) / 3600)
           from admin_audit_log a join products p on p.id = a.entity_id
           where a.action = 'approve' and a.entity_type = 'product' and a.created_at >= ${start}) as median_hours
    `),
  );
  const byStatus = rowsOf(
    await db.execute(sql`select status as k, count(*) as n from orders where created_at >= ${start} group by 1`),
  );
  const byCategory = rowsOf(
    await db.execute(sql`select category as k, count(*) as n from products where created_at >= ${start} group by 1`),
  );
  const rate = (v: unknown) => (v === null || v === undefined ? null : Math.round(toNumber(v) * 1000) / 1000);
  const tally = (rows: Row[]) => Object.fromEntries(rows.map((r) => [String(r.k), toNumber(r.n)]));
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
