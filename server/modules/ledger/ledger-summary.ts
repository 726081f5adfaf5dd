import { sql } from "drizzle-orm";
import type { LedgerSummary } from "@contract/ledger";
import { toRupees } from "@contract/money";
import type { Db } from "../../db/client";
import { REVENUE_ACCOUNTS } from "./ledger-daily-revenue";

/**
 * Collected, refunded and the payouts come from the payments, refunds and payouts themselves; held and revenue from
 * the ledger. So balanced checks the books against the business rows, not the ledger against itself: every
 * movement sums to zero and collected - refunded - payoutsPaid = held + payoutsDue + platformRevenue + TDS owed to the
 * government, in paise. A payout
 * on its way (sending) is still owed: the money leaves the books when the bank has paid it.
 * How far the books are proved against the gateways is reconciliation's; the settlement workflow adds it.
 */
export async function ledgerSummary(db: Db): Promise<Omit<LedgerSummary, "reconciledThrough" | "openMismatches">> {
  const result = await db.execute<Record<string, string | null>>(sql`
    select
      (select coalesce(sum(round(amount * 100)), 0) from payments where status in ('success', 'refunded')) as collected,
      (select coalesce(sum(round(amount * 100)), 0) from refunds where status = 'processed') as refunded,
      (select coalesce(sum(round(amount * 100)), 0) from payouts where status = 'paid') as payouts_paid,
      (select coalesce(sum(round(amount * 100)), 0) from payouts where status in ('due', 'sending')) as payouts_due,
      (select coalesce(-sum(amount_paise), 0) from ledger_entries
        where account in ('buyer_funds_held', 'refunds_due')) as held,
      (select coalesce(-sum(amount_paise), 0) from ledger_entries where account in ${REVENUE_ACCOUNTS}) as revenue,
      (select coalesce(-sum(amount_paise), 0) from ledger_entries where account = 'tds_payable') as tds,
      (select count(*) from (select movement_id from ledger_entries group by movement_id
        having sum(amount_paise) <> 0 or count(*) < 2) unmatched) as unmatched`);
  const row = result.rows[0]!;
  const n = (k: string) => Number(row[k] ?? 0);
  const tds = n("tds");
  const [collected, refunded, payoutsPaid, payoutsDue, held, revenue] = [
    n("collected"),
    n("refunded"),
    n("payouts_paid"),
    n("payouts_due"),
    n("held"),
    n("revenue"),
  ];
  return {
    collected: toRupees(collected),
    refunded: toRupees(refunded),
    payoutsPaid: toRupees(payoutsPaid),
    payoutsDue: toRupees(payoutsDue),
    held: toRupees(held),
    platformRevenue: toRupees(revenue),
    balanced: n("unmatched") === 0 && collected - refunded - payoutsPaid === held + payoutsDue + revenue + tds,
  };
}
