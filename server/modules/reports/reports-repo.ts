import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { products } from "../../db/schema/products";
import { type ReportDecision, type ReportReason, reports } from "../../db/schema/reports";

/** Once per person per listing: the unique constraint settles concurrent posts; undefined for a repeat. */
export async function insertReport(
  db: Db,
  values: { productId: string; reporterId: string; reason: ReportReason; details: string | null },
) {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
  return row;
}

/** Listings with open reports, most reported first, with their reasons counted. */
export async function openReports(db: Db) {
  return db
    .select({
      productId: reports.productId,
      title: products.title,
      status: products.status,
      reports: sql<number>`count(*)::int`,
      reasons: sql<{ reason: ReportReason; count: number }[]>`(
        select json_agg(json_build_object('reason', x.reason, 'count', x.n) order by x.n desc, x.reason)
        from (select r2.reason, count(*)::int as n from reports r2
              where r2.product_id = reports.product_id and r2.decided_at is null group by r2.reason) x)`,
      details: sql<
        string[]
      >`coalesce(array_agg(${reports.details}) filter (where ${reports.details} is not null), '{}')`,
      firstReportedAt: sql<Date>`min(${reports.createdAt})`,
    })
    .from(reports)
    .innerJoin(products, eq(products.id, reports.productId))
    .where(isNull(reports.decidedAt))
    .groupBy(reports.productId, products.title, products.status)
    .orderBy(sql`count(*) desc`, asc(sql`min(${reports.createdAt})`))
    .limit(200);
}

/** Closes every open report of the listing; how many it closed (0: none were open, e.g. a concurrent decision). */
export async function decideReports(db: Db | Tx, productId: string, decision: ReportDecision) {
  const rows = await db
    .update(reports)
    .set({ decidedAt: sql`now()`, decision })
    .where(and(eq(reports.productId, productId), isNull(reports.decidedAt)))
    .returning({ id: reports.id });
  return rows.length;
}
