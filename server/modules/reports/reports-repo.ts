import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { REPORTER_MIN_AGE_DAYS, REPORT_HIDE_THRESHOLD } from "@contract/reports";
import type { Db, Tx } from "../../db/client";
import { products } from "../../db/schema/products";
import { type ReportDecision, type ReportReason, reports } from "../../db/schema/reports";
import { users } from "../../db/schema/users";

/**
 * Holds, until the transaction ends, the reporter's lock, so concurrent posts by one person count the daily cap
 * exactly. The listing's own row lock is taken after it (lockListing), always in that order, so two reports never
 * wait on each other in a circle.
 */
export async function lockReporter(tx: Tx, reporterId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reports:reporter:${reporterId}`}, 0))`);
}

/** The reporter's reports of the last 24 hours on the database clock: how many, and when the oldest was filed. */
export async function reportsInLastDay(tx: Tx, reporterId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${reports.createdAt})` })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, sql`now() - interval '24 hours'`)));
  return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function hasReported(tx: Tx, reporterId: string, productId: string) {
  const [row] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.productId, productId)));
  return Boolean(row);
}

/**
 * Whether a report by this person now would count toward hiding: a verified contact, and an account
 * REPORTER_MIN_AGE_DAYS old on the database clock or an order delivered to or by them.
 */
export async function reportWouldCount(tx: Tx, reporterId: string) {
  const [row] = await tx
    .select({
      // Raw names in the subquery: drizzle leaves columns unqualified inside sql``, which a correlated subquery
      // cannot have.
      counts: sql<boolean>`${users.isVerified} and (
        ${users.createdAt} <= now() - make_interval(days => ${REPORTER_MIN_AGE_DAYS})
        or exists (select 1 from orders o where (o.buyer_id = users.id or o.seller_id = users.id)
          and o.status = 'delivered'))`,
    })
    .from(users)
    .where(eq(users.id, reporterId));
  return row?.counts ?? false;
}

/** The listing's open reports: all of them, and those that count toward hiding it. */
export async function openReportCounts(tx: Tx, productId: string) {
  const [row] = await tx
    .select({
      open: sql<number>`count(*)::int`,
      counted: sql<number>`(count(*) filter (where ${reports.countsTowardHiding}))::int`,
    })
    .from(reports)
    .where(and(eq(reports.productId, productId), isNull(reports.decidedAt)));
  return { open: row?.open ?? 0, counted: row?.counted ?? 0 };
}

/** Once per person per listing: the unique constraint settles concurrent posts; undefined for a repeat. */
export async function insertReport(
  db: Db | Tx,
  values: {
    productId: string;
    reporterId: string;
    reason: ReportReason;
    details: string | null;
    countsTowardHiding: boolean;
  },
) {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
  return row;
}

/** Listings with open reports: hidden ones first, then those waiting for review, then the most reported. */
export async function openReports(db: Db) {
  return db
    .select({
      productId: reports.productId,
      title: products.title,
      status: products.status,
      held: products.heldByReports,
      reports: sql<number>`count(*)::int`,
      counted: sql<number>`(count(*) filter (where ${reports.countsTowardHiding}))::int`,
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
    .groupBy(reports.productId, products.title, products.status, products.heldByReports)
    .orderBy(
      sql`${products.heldByReports} desc`,
      sql`count(*) >= ${REPORT_HIDE_THRESHOLD} desc`,
      sql`count(*) desc`,
      asc(sql`min(${reports.createdAt})`),
    )
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
