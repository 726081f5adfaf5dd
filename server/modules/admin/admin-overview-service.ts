import type { AdminAnalytics, AdminStats, AuditEntry } from "@contract/admin-overview";
import type { Db } from "../../db/client";
import { dailySeries, istWindow, windowTotals } from "./admin-analytics-repo";
import { auditDetailsText, goneLabel } from "./audit-words";
import { listAuditEntries, readStats } from "./admin-overview-repo";
import { dailyRevenue, ledgerSummary } from "../ledger";

/** Platform revenue is what the ledger has earned: fees on completed sales and return fees, refunds already out. */
export async function stats(db: Db): Promise<AdminStats> {
  const [counts, books] = await Promise.all([readStats(db), ledgerSummary(db)]);
  return { ...counts, platformRevenue: Math.round(books.platformRevenue) };
}

export async function auditLogPage(
  db: Db,
  filter: { action?: string; actorId?: string; limit: number; offset: number },
): Promise<AuditEntry[]> {
  return (await listAuditEntries(db, filter)).map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    entityLabel: row.entityLabel ?? goneLabel(row.entityType, row.details),
    detailsText: auditDetailsText(row.details),
  }));
}

/**
 * The series' platform revenue is the ledger's, day by day: the one source the Platform Revenue card reads, so over
 * a window holding every sale the chart's sum is the card's figure (the fees of orders still travelling are not
 * revenue yet on either).
 */
export async function analytics(db: Db, days: number): Promise<AdminAnalytics> {
  const [series, totals, revenue] = await Promise.all([
    dailySeries(db, days),
    windowTotals(db, days),
    dailyRevenue(db, istWindow(days).start),
  ]);
  return {
    days,
    series: series.map((day) => ({ ...day, platformRevenue: Math.round(revenue.get(day.date) ?? 0) })),
    totals,
  };
}
