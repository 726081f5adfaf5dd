import { sql } from "drizzle-orm";
import type { PriceGuideQuery } from "@contract/price-guide";
import { PRICE_GUIDE_DAYS } from "@contract/price-guide";
import type { Db } from "../../db/client";
import { toNumber } from "../../lib/numbers";

/**
 * The final prices of comparable sales that stand, summarised in one statement: the 25th, 50th and 75th percentiles
 * (interpolated, the three from one sort, then rounded to whole rupees) and how many there were. Comparable is the kind
 * the order recorded at the sale (docs/decisions/0049-what-sold-on-the-order.md). A sale stands when its order was
 * delivered in the last PRICE_GUIDE_DAYS days and no return undid it: a return rejected by the admin, or refused after
 * a dispute, leaves the sale as it was; any other return (asked for, on its way back, refunded) does not count as sold
 * (the payouts-due job's rule). orders_price_guide_idx yields the kind's window with price, listing and order id
 * without reading the table. The returns that undo a sale are few, so the window's are hashed once (NOT IN over a
 * non-null column) rather than looked up for each sale: a return is asked for after its delivery, so one of a sale in
 * the window was asked for in the window.
 */
export async function comparableSales(db: Db, q: PriceGuideQuery, excludeProductId?: string) {
  const result = await db.execute(sql`
    SELECT n AS "sampleSize", round(q[1]::numeric) AS low, round(q[2]::numeric) AS median, round(q[3]::numeric) AS high
    FROM (
      SELECT count(*) AS n,
             percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY o.final_price::float8) AS q
      FROM orders o
      WHERE o.status = 'delivered'
        AND o.category = ${q.category}
        AND o.product_type = ${q.productType}
        AND lower(o.brand) = lower(${q.brand})
        AND o.condition = ${q.condition}
        AND o.delivered_at > now() - make_interval(days => ${PRICE_GUIDE_DAYS}::int)
        ${excludeProductId ? sql`AND o.product_id <> ${excludeProductId}::uuid` : sql``}
        AND o.id NOT IN (
          SELECT r.order_id FROM return_requests r
          WHERE r.status NOT IN ('rejected', 'refused') AND r.requested_at > now() - make_interval(days => ${PRICE_GUIDE_DAYS}::int))
    ) sales
  `);
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  const figure = (key: string) => (row[key] === null || row[key] === undefined ? null : toNumber(row[key]));
  return { sampleSize: toNumber(row.sampleSize), low: figure("low"), median: figure("median"), high: figure("high") };
}
