import type { AdminAnalytics, AdminStats, AuditEntry } from "@contract/admin-overview";
import type { Db } from "../../db/client";
import { dailySeries, windowTotals } from "./admin-analytics-repo";
import { auditDetailsText, goneLabel } from "./audit-words";
import { listAuditEntries, readStats } from "./admin-overview-repo";
import { ledgerSummary } from "../ledger";

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

export async function analytics(db: Db, days: number): Promise<AdminAnalytics> {
  const [series, totals] = await Promise.all([dailySeries(db, days), windowTotals(db, days)]);
  return { days, series, totals };
}
