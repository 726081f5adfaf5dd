import { sql } from "drizzle-orm";
import { toRupees } from "@contract/money";
import type { Db } from "../../db/client";

/** The accounts whose credits are the platform's earnings; ledgerSummary's platformRevenue sums the same ones. */
export const REVENUE_ACCOUNTS = sql.raw(
  `('fee_revenue', 'delivery_revenue', 'return_deduction_revenue', 'coupon_cost')`,
);

/**
 * What the books earned on each IST day from `from` on (YYYY-MM-DD -> whole rupees): the same revenue as the admin's
 * Platform Revenue card, dated by when it was booked (a sale's fees when the sale completes, a return fee when the
 * return is refunded), so the Analytics chart and the card are one figure told two ways.
 */
export async function dailyRevenue(db: Db, from: Date): Promise<Map<string, number>> {
  const result = await db.execute<{ d: string; revenue: string | number }>(sql`
    select to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as d, -sum(amount_paise) as revenue
    from ledger_entries
    where account in ${REVENUE_ACCOUNTS} and created_at >= ${from.toISOString()}::timestamptz
    group by 1`);
  return new Map(result.rows.map((r) => [String(r.d), toRupees(Number(r.revenue))]));
}

/**
 * What the books earned from fees and delivery charges between two instants, in paise: the supplies Dobara invoices
 * (decision 0044). The GST report's totals must equal it to the paisa.
 */
export async function feeRevenueBetween(db: Db, from: Date, to: Date) {
  const result = await db.execute<{ fees: string | number | null; delivery: string | number | null }>(sql`
    select -coalesce(sum(amount_paise) filter (where account = 'fee_revenue'), 0) as fees,
           -coalesce(sum(amount_paise) filter (where account = 'delivery_revenue'), 0) as delivery
    from ledger_entries
    where account in ('fee_revenue', 'delivery_revenue')
      and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`);
  const row = result.rows[0];
  return { feesPaise: Number(row?.fees ?? 0), deliveryPaise: Number(row?.delivery ?? 0) };
}
