import type { MismatchKind } from "@contract/reconciliation";
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { payments } from "../../db/schema/payments";
import { payouts } from "../../db/schema/payouts";
import { reconciliationDays, reconciliationMismatches, reconciliationSchedule } from "../../db/schema/reconciliation";
import { refunds } from "../../db/schema/refunds";
import { toNumber } from "../../lib/numbers";
import type { TimeWindow } from "../payments";

/** What our books say: payments and refunds rows, read across modules (reads may join; writes stay with owners). */

const CAPTURED = ["success", "refunded"] as const;

const captureColumns = {
  paymentId: payments.id,
  gateway: payments.gateway,
  gatewayPaymentId: payments.gatewayPaymentId,
  amount: payments.amount,
  /** The checkout the gateway knows (a stray capture's own row is ours only). */
  checkoutId: sql<string>`coalesce(${payments.strayOf}, ${payments.id})`,
};
export type BookCapture = Awaited<ReturnType<typeof capturesStartedIn>>[number];

/** Captures booked on checkouts started in the window. */
export function capturesStartedIn(db: Db, window: TimeWindow) {
  return db
    .select(captureColumns)
    .from(payments)
    .where(
      and(
        inArray(payments.status, CAPTURED),
        isNotNull(payments.gatewayPaymentId),
        gte(payments.createdAt, window.from),
        lt(payments.createdAt, window.to),
      ),
    );
}

/** Booked captures by the gateway's payment ids, whenever they were booked. */
export async function capturesByGatewayId(db: Db, gatewayPaymentIds: string[]): Promise<BookCapture[]> {
  if (gatewayPaymentIds.length === 0) return [];
  return db
    .select(captureColumns)
    .from(payments)
    .where(and(inArray(payments.status, CAPTURED), inArray(payments.gatewayPaymentId, gatewayPaymentIds)));
}

const refundColumns = {
  id: refunds.id,
  paymentId: refunds.paymentId,
  amount: refunds.amount,
  status: refunds.status,
  attempts: refunds.attempts,
  gatewayRefundId: refunds.gatewayRefundId,
  gateway: payments.gateway,
};
/** Refunds asked for in the window that the gateway has paid, as our books say. */
export function processedRefundsAskedIn(db: Db, window: TimeWindow) {
  return db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, "processed"), gte(refunds.createdAt, window.from), lt(refunds.createdAt, window.to)));
}

/** Our refunds by the gateway's refund ids, in whatever state. */
export async function refundsByGatewayId(db: Db, gatewayRefundIds: string[]) {
  if (gatewayRefundIds.length === 0) return [];
  return db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(inArray(refunds.gatewayRefundId, gatewayRefundIds));
}

/**
 * The checkouts we asked a refund on that was alive in the window (asked before it ended, last changed after it
 * began): PayU is asked for their refunds, as it lists none by date.
 */
export function checkoutsRefundedAround(db: Db, window: TimeWindow) {
  const asked = db
    .select({ id: sql<string>`coalesce(${payments.strayOf}, ${payments.id})` })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(lt(refunds.createdAt, window.to), gte(refunds.updatedAt, window.from)));
  return db.select().from(payments).where(inArray(payments.id, asked));
}

/**
 * What the ledger paid out on a payout's order: its payouts paid less its payouts reversed, in paise (the cash lines
 * of those movements). Spelled out: inside a correlated subquery drizzle would name the outer columns without their
 * table.
 */
const paidOutPaise = sql<string | number>`coalesce((select -sum(l.amount_paise) from ledger_entries l
  where l.order_id = payouts.order_id and l.account = 'cash' and l.kind in ('payout_paid', 'payout_reversed')), 0)`;
const payoutColumns = {
  id: payouts.id,
  status: payouts.status,
  providerPayoutId: payouts.providerPayoutId,
  providerStatus: payouts.providerStatus,
  paidOutPaise,
};
const withPaidOut = <T extends { paidOutPaise: string | number }>(rows: T[]) =>
  rows.map((r) => ({ ...r, paidOutPaise: toNumber(r.paidOutPaise) }));
export type BookPayout = Awaited<ReturnType<typeof payoutsByIds>>[number];

/** Our payouts by id (the provider's reference_id), with what the ledger paid out on each. */
export async function payoutsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return withPaidOut(await db.select(payoutColumns).from(payouts).where(inArray(payouts.id, ids)));
}

/**
 * Payouts paid through the provider whose latest payout paid movement was posted in the window. A payout the admin
 * marked paid by hand is not one of them: its provider status is not `processed` (null when it was never sent, or the
 * failed, rejected or reversed status of the attempt before), because a payout is paid through the provider only by
 * the provider's `processed`, and marked paid by hand only while it is due, never while it is with the provider.
 */
export async function payoutsPaidThroughProviderIn(db: Db, window: TimeWindow) {
  const latestPaid = sql`(select max(l.created_at) from ledger_entries l
    where l.order_id = payouts.order_id and l.account = 'cash' and l.kind = 'payout_paid')`;
  const rows = await db
    .select(payoutColumns)
    .from(payouts)
    .where(
      and(
        eq(payouts.status, "paid"),
        eq(payouts.providerStatus, "processed"),
        isNotNull(payouts.providerPayoutId),
        sql`${latestPaid} >= ${window.from.toISOString()}::timestamptz`,
        sql`${latestPaid} < ${window.to.toISOString()}::timestamptz`,
      ),
    );
  return withPaidOut(rows);
}

/* Storage: the reconciliation module's own tables. */

export interface DayFigures {
  day: string;
  gateway: string;
  sandbox: boolean;
  ok: boolean;
  error: string | null;
  gatewayCapturedPaise: number;
  gatewayRefundedPaise: number;
  bookCapturedPaise: number;
  bookRefundedPaise: number;
  gatewayPaidOutPaise: number;
  bookPaidOutPaise: number;
}

export async function saveDay(tx: Tx, figures: DayFigures) {
  const { day: _day, gateway: _gateway, ...rest } = figures;
  await tx
    .insert(reconciliationDays)
    .values(figures)
    .onConflictDoUpdate({
      target: [reconciliationDays.day, reconciliationDays.gateway],
      // A gateway that could not be asked leaves the day's last figures as they were; the day reads not reconciled.
      set: figures.ok ? { ...rest, ranAt: sql`now()` } : { ok: false, error: figures.error, ranAt: sql`now()` },
    });
}

export interface FoundMismatch {
  gateway: string;
  kind: MismatchKind;
  gatewayRef: string;
  paymentId?: string;
  gatewayPaise: number | null;
  bookPaise: number | null;
}

const identity = (day: string, m: FoundMismatch) =>
  and(
    eq(reconciliationMismatches.day, day),
    eq(reconciliationMismatches.gateway, m.gateway),
    eq(reconciliationMismatches.kind, m.kind),
    eq(reconciliationMismatches.gatewayRef, m.gatewayRef),
  );

/**
 * Records a mismatch found on a day's run. Answers the row when it is news: first found, or found again after a run
 * had found it gone. Found again while open: its amounts are brought up to date, no news. Resolved by an admin: left
 * resolved (the admin has dealt with it). Conditional writes, so two runs at once bring the news once.
 */
export async function recordFound(tx: Tx, day: string, m: FoundMismatch) {
  const figures = {
    paymentId: m.paymentId ?? null,
    gatewayAmountPaise: m.gatewayPaise,
    bookAmountPaise: m.bookPaise,
    lastSeenAt: sql`now()`,
  };
  const [created] = await tx
    .insert(reconciliationMismatches)
    .values({ day, gateway: m.gateway, kind: m.kind, gatewayRef: m.gatewayRef, ...figures })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [reopened] = await tx
    .update(reconciliationMismatches)
    .set({ ...figures, status: "open", resolvedAt: null, openedAt: sql`now()` })
    .where(
      and(
        identity(day, m),
        eq(reconciliationMismatches.status, "resolved"),
        isNull(reconciliationMismatches.resolutionNote),
      ),
    )
    .returning();
  if (reopened) return reopened;
  await tx
    .update(reconciliationMismatches)
    .set(figures)
    .where(and(identity(day, m), eq(reconciliationMismatches.status, "open")));
  return undefined;
}

/** A run that no longer finds an open mismatch of its day and gateway resolves it, with no admin and no note. */
export async function resolveGone(tx: Tx, day: string, gateway: string, stillFound: FoundMismatch[]) {
  const open = await tx
    .select({
      id: reconciliationMismatches.id,
      kind: reconciliationMismatches.kind,
      gatewayRef: reconciliationMismatches.gatewayRef,
    })
    .from(reconciliationMismatches)
    .where(
      and(
        eq(reconciliationMismatches.day, day),
        eq(reconciliationMismatches.gateway, gateway),
        eq(reconciliationMismatches.status, "open"),
      ),
    );
  const keep = new Set(stillFound.map((m) => `${m.kind}|${m.gatewayRef}`));
  const gone = open.filter((o) => !keep.has(`${o.kind}|${o.gatewayRef}`)).map((o) => o.id);
  if (gone.length === 0) return 0;
  const closed = await tx
    .update(reconciliationMismatches)
    .set({ status: "resolved", resolvedAt: sql`now()` })
    .where(and(inArray(reconciliationMismatches.id, gone), eq(reconciliationMismatches.status, "open")))
    .returning({ id: reconciliationMismatches.id });
  return closed.length;
}

/** An admin resolves an open mismatch; undefined when it is not open (resolved meanwhile, or no such mismatch). */
export async function resolveByAdmin(tx: Tx, id: string, adminId: string, note: string) {
  const [row] = await tx
    .update(reconciliationMismatches)
    .set({ status: "resolved", resolvedAt: sql`now()`, resolvedBy: adminId, resolutionNote: note })
    .where(and(eq(reconciliationMismatches.id, id), eq(reconciliationMismatches.status, "open")))
    .returning();
  return row;
}

export async function findMismatch(db: Db | Tx, id: string) {
  const [row] = await db.select().from(reconciliationMismatches).where(eq(reconciliationMismatches.id, id));
  return row;
}

export type MismatchRow = typeof reconciliationMismatches.$inferSelect;

export function listMismatches(db: Db, status: "open" | "resolved", limit: number) {
  return db
    .select()
    .from(reconciliationMismatches)
    .where(eq(reconciliationMismatches.status, status))
    .orderBy(
      status === "open" ? desc(reconciliationMismatches.day) : desc(reconciliationMismatches.resolvedAt),
      desc(reconciliationMismatches.openedAt),
    )
    .limit(limit);
}

/** The latest stored days (every gateway's row of each), with how many mismatches each still has open. */
export async function recentDays(db: Db, days: number) {
  const latest = db
    .selectDistinct({ day: reconciliationDays.day })
    .from(reconciliationDays)
    .orderBy(desc(reconciliationDays.day))
    .limit(days);
  const rows = await db
    .select({
      row: reconciliationDays,
      // Spelled out: inside a correlated subquery drizzle would name the outer columns without their table.
      open: sql<number>`(select count(*) from reconciliation_mismatches m where m.day = reconciliation_days.day
        and m.gateway = reconciliation_days.gateway and m.status = 'open')`,
    })
    .from(reconciliationDays)
    .where(inArray(reconciliationDays.day, latest))
    .orderBy(desc(reconciliationDays.day), reconciliationDays.gateway);
  return rows.map((r) => ({ ...r.row, open: toNumber(r.open) }));
}

/**
 * The last day reconciled with every gateway before the first day that has an open mismatch (or any day, when none
 * is open), and how many mismatches are open. A day one gateway could not answer is not reconciled.
 */
export async function reconciliationStatus(db: Db) {
  const result = await db.execute<{ through: string | null; open: string | number }>(sql`
    with open as (select min(day) as first_day, count(*) as n from reconciliation_mismatches where status = 'open')
    select
      (select max(d.day)::text from (select day from reconciliation_days group by day having bool_and(ok)) d
        where (select first_day from open) is null or d.day < (select first_day from open)) as through,
      (select n from open) as open`);
  const row = result.rows[0];
  return { reconciledThrough: row?.through ?? null, openMismatches: toNumber(row?.open) };
}

/**
 * Claims a day for the daily job unless it was done on `today` or another process holds a live claim: one
 * conditional upsert, so of several processes exactly one runs each day's turn.
 */
export async function claimDay(db: Db, day: string, today: string, claimMinutes: number) {
  const until = sql`now() + make_interval(mins => ${claimMinutes})`;
  const [row] = await db
    .insert(reconciliationSchedule)
    .values({ day, claimedUntil: until })
    .onConflictDoUpdate({
      target: reconciliationSchedule.day,
      set: { claimedUntil: until },
      setWhere: and(
        or(isNull(reconciliationSchedule.doneOn), lt(reconciliationSchedule.doneOn, today)),
        or(isNull(reconciliationSchedule.claimedUntil), lt(reconciliationSchedule.claimedUntil, sql`now()`)),
      ),
    })
    .returning({ day: reconciliationSchedule.day });
  return Boolean(row);
}

export async function markDayDone(db: Db, day: string, today: string) {
  await db
    .update(reconciliationSchedule)
    .set({ doneOn: today, claimedUntil: null })
    .where(eq(reconciliationSchedule.day, day));
}

/** Days the job no longer re-runs need no claim row. */
export async function forgetDaysBefore(db: Db, day: string) {
  await db.delete(reconciliationSchedule).where(lt(reconciliationSchedule.day, day));
}
