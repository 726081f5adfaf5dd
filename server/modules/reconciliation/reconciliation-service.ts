import type { FastifyBaseLogger } from "fastify";
import { istDateOf, istDayWindow, istYesterday } from "@contract/ist-days";
import { toRupees } from "@contract/money";
import { PAYOUT_PROVIDER } from "@contract/payouts";
import {
  RECONCILIATION_DAYS_SHOWN,
  RECONCILIATION_MESSAGES,
  type GatewayReconciliation,
  type PayoutReconciliation,
  type ReconciledDay,
  type Reconciliation,
  type StoredMismatch,
} from "@contract/reconciliation";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { loggableError } from "../../lib/database-errors";
import type { Mailer } from "../../lib/mailer";
import { recordAdminAction } from "../admin";
import { createNotification } from "../notifications";
import { adminContacts } from "../users";
import { configuredGateways, GatewayUnreachable, type GatewaySettings } from "../payments";
import { compareGatewayDay } from "./compare-gateway-day";
import { comparePayoutsDay, type PayoutSource } from "./compare-payouts-day";
import { mismatchLine, mismatchMail, mismatchNotice } from "./reconciliation-notices";
import * as repo from "./reconciliation-repo";

export interface ReconciliationDeps {
  db: Db;
  gateway: GatewaySettings;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
  /** The payouts provider (RazorpayX or its sandbox); absent when payouts are made by hand (PAYOUTS_MODE=manual). */
  payouts?: PayoutSource;
}

interface Totals {
  capturedPaise: number;
  refundedPaise: number;
  paidOutPaise: number;
}

/**
 * One source's part of a day, payment gateway or payouts provider alike, so both are stored, told and closed by the
 * same code: its totals both ways and its mismatches, or why it could not be asked.
 */
type Part = { name: string; sandbox: boolean; subject: "payments" | "payouts" } & (
  { atGateway: Totals; inBooks: Totals; mismatches: repo.FoundMismatch[] } | { error: string }
);

/** A day reconcilable: an IST date up to today (today so far). */
function reconcilable(date: string | undefined, now = new Date()) {
  const day = date ?? istYesterday(now);
  if (day > istDateOf(now)) throw badRequest(RECONCILIATION_MESSAGES.futureDate);
  return day;
}

/** Asks one source; one that cannot be asked is reported as such, never thrown. */
async function ask(
  deps: ReconciliationDeps,
  day: string,
  source: Omit<Part, "error" | "atGateway" | "inBooks" | "mismatches">,
  compare: () => Promise<Omit<Part & { mismatches: unknown }, keyof typeof source>>,
): Promise<Part> {
  try {
    return { ...source, ...(await compare()) } as Part;
  } catch (err) {
    if (!(err instanceof GatewayUnreachable)) throw err;
    deps.log.warn({ gateway: source.name, day, err: loggableError(err) }, "reconciliation could not ask a gateway");
    return { ...source, error: err.message };
  }
}

/** Every configured gateway, then the payouts provider, one after the other. */
async function compareAll(deps: ReconciliationDeps, day: string): Promise<Part[]> {
  const window = istDayWindow(day);
  const parts: Part[] = [];
  for (const gateway of configuredGateways(deps.gateway))
    parts.push(
      await ask(deps, day, { name: gateway.name, sandbox: gateway.sandbox, subject: "payments" }, async () => {
        const c = await compareGatewayDay(deps, gateway, window);
        return {
          atGateway: { ...c.atGateway, paidOutPaise: 0 },
          inBooks: { ...c.inBooks, paidOutPaise: 0 },
          mismatches: c.mismatches,
        };
      }),
    );
  const payouts = deps.payouts;
  if (payouts)
    parts.push(
      await ask(deps, day, { name: payouts.name, sandbox: payouts.sandbox, subject: "payouts" }, async () => {
        const c = await comparePayoutsDay(deps.db, payouts, window);
        const none = { capturedPaise: 0, refundedPaise: 0 };
        return {
          atGateway: { ...none, paidOutPaise: c.atProviderPaise },
          inBooks: { ...none, paidOutPaise: c.inBooksPaise },
          mismatches: c.mismatches,
        };
      }),
    );
  return parts;
}

const rupeesOf = (t: { capturedPaise: number; refundedPaise: number }) => ({
  captured: toRupees(t.capturedPaise),
  refunded: toRupees(t.refundedPaise),
});

const unreachable = { status: 502, code: "GATEWAY_UNREACHABLE", message: RECONCILIATION_MESSAGES.unreachable } as const;

const toWire = (m: repo.FoundMismatch) => ({
  gateway: m.gateway,
  kind: m.kind,
  gatewayRef: m.gatewayRef,
  ...(m.paymentId ? { paymentId: m.paymentId } : {}),
  gatewayAmount: m.gatewayPaise === null ? null : toRupees(m.gatewayPaise),
  bookAmount: m.bookPaise === null ? null : toRupees(m.bookPaise),
});

function toGateway(p: Part): GatewayReconciliation {
  const base = { gateway: p.name, sandbox: p.sandbox };
  if ("error" in p)
    return {
      ...base,
      ok: false,
      error: unreachable,
      atGateway: { captured: 0, refunded: 0 },
      inBooks: { captured: 0, refunded: 0 },
      mismatches: [],
    };
  return {
    ...base,
    ok: true,
    atGateway: rupeesOf(p.atGateway),
    inBooks: rupeesOf(p.inBooks),
    mismatches: p.mismatches.map(toWire),
  };
}

function toPayouts(p: Part): PayoutReconciliation {
  const base = { provider: p.name, sandbox: p.sandbox };
  if ("error" in p)
    return {
      ...base,
      ok: false,
      error: unreachable,
      atProvider: { paidOut: 0 },
      inBooks: { paidOut: 0 },
      mismatches: [],
    };
  return {
    ...base,
    ok: true,
    atProvider: { paidOut: toRupees(p.atGateway.paidOutPaise) },
    inBooks: { paidOut: toRupees(p.inBooks.paidOutPaise) },
    mismatches: p.mismatches.map(toWire),
  };
}

function toReport(day: string, parts: Part[]): Reconciliation {
  const payouts = parts.find((p) => p.subject === "payouts");
  return {
    date: day,
    gateways: parts.filter((p) => p.subject === "payments").map(toGateway),
    payouts: payouts ? toPayouts(payouts) : null,
  };
}

/** What each gateway and our books say of an IST day (default yesterday), asked now; nothing is stored. */
export async function reconcileDay(deps: ReconciliationDeps, date?: string) {
  const day = reconcilable(date);
  return toReport(day, await compareAll(deps, day));
}

/**
 * Reconciles a day and keeps the result: each gateway's figures, every mismatch found (admins told of each new one,
 * in the transaction that records it, and by mail after commit), and open mismatches a run no longer finds resolved.
 * A gateway that could not be asked changes none of its mismatches. Answers whether every gateway answered.
 */
export async function reconcileAndStore(deps: ReconciliationDeps, date?: string) {
  const day = reconcilable(date);
  const parts = await compareAll(deps, day);
  const news = await deps.db.transaction(async (tx) => {
    const fresh: repo.FoundMismatch[] = [];
    const admins = await adminContacts(tx);
    for (const part of parts) {
      const ok = !("error" in part);
      const zero = { capturedPaise: 0, refundedPaise: 0, paidOutPaise: 0 };
      const [at, books] = ok ? [part.atGateway, part.inBooks] : [zero, zero];
      await repo.saveDay(tx, {
        day,
        gateway: part.name,
        sandbox: part.sandbox,
        ok,
        error: ok ? null : part.error.slice(0, 300),
        gatewayCapturedPaise: at.capturedPaise,
        gatewayRefundedPaise: at.refundedPaise,
        gatewayPaidOutPaise: at.paidOutPaise,
        bookCapturedPaise: books.capturedPaise,
        bookRefundedPaise: books.refundedPaise,
        bookPaidOutPaise: books.paidOutPaise,
      });
      if (!ok) continue;
      for (const m of part.mismatches) {
        if (!(await repo.recordFound(tx, day, m))) continue;
        fresh.push(m);
        for (const admin of admins) await createNotification(tx, mismatchNotice(admin.id, day, m));
      }
      await repo.resolveGone(tx, day, part.name, part.mismatches);
    }
    return { fresh, admins };
  });
  if (news.fresh.length > 0)
    mailAdmins(
      deps,
      news.admins,
      news.fresh.map((m) => mismatchLine(day, m)),
    );
  return { report: toReport(day, parts), complete: parts.every((p) => !("error" in p)) };
}

/** After commit, never holding up the run: a failed send is logged; the bell has the news already. */
function mailAdmins(deps: ReconciliationDeps, admins: { email: string }[], lines: string[]) {
  const link = `${deps.publicUrl}/admin-panel?tab=reconciliation`;
  void Promise.all(admins.map((a) => deps.mailer.send(mismatchMail(a.email, lines, link)))).catch((err: unknown) =>
    deps.log.warn({ err: loggableError(err) }, "could not mail the admins about a reconciliation mismatch"),
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const rupeesOrNull = (paise: number | null) => (paise === null ? null : toRupees(paise));

function toStoredMismatch(row: repo.MismatchRow): StoredMismatch {
  return {
    id: row.id,
    day: row.day,
    gateway: row.gateway,
    kind: row.kind,
    gatewayRef: row.gatewayRef,
    ...(row.paymentId ? { paymentId: row.paymentId } : {}),
    gatewayAmount: rupeesOrNull(row.gatewayAmountPaise),
    bookAmount: rupeesOrNull(row.bookAmountPaise),
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
    resolvedAutomatically: row.resolvedAt !== null && row.resolutionNote === null,
    resolutionNote: row.resolutionNote,
  };
}

/** An admin closes an open mismatch with a note, audit-logged in the same transaction; one of racing resolves wins. */
export async function resolveMismatch(db: Db, adminId: string, id: string, note: string) {
  const row = await db.transaction(async (tx) => {
    const resolved = await repo.resolveByAdmin(tx, id, adminId, note);
    if (!resolved) {
      if (!(await repo.findMismatch(tx, id))) throw notFound(RECONCILIATION_MESSAGES.notFound);
      throw conflict(RECONCILIATION_MESSAGES.alreadyResolved);
    }
    await recordAdminAction(tx, {
      adminId,
      action: "reconciliation_mismatch_resolved",
      entityType: "reconciliation_mismatch",
      entityId: id,
      details: {
        note,
        day: resolved.day,
        gateway: resolved.gateway,
        kind: resolved.kind,
        gatewayRef: resolved.gatewayRef,
      },
    });
    return resolved;
  });
  return toStoredMismatch(row);
}

/** Open mismatches (oldest day last), or the latest resolved ones. */
export async function mismatches(db: Db, status: "open" | "resolved") {
  return (await repo.listMismatches(db, status, 200)).map(toStoredMismatch);
}

/** The latest stored days, each gateway's figures both ways. */
export async function reconciledDays(db: Db): Promise<ReconciledDay[]> {
  return (await repo.recentDays(db, RECONCILIATION_DAYS_SHOWN)).map((d) => ({
    day: d.day,
    gateway: d.gateway,
    sandbox: d.sandbox,
    ok: d.ok,
    error: d.ok ? null : RECONCILIATION_MESSAGES.unreachable,
    atGateway: rupeesOf({ capturedPaise: d.gatewayCapturedPaise, refundedPaise: d.gatewayRefundedPaise }),
    inBooks: rupeesOf({ capturedPaise: d.bookCapturedPaise, refundedPaise: d.bookRefundedPaise }),
    paidOut:
      d.gateway === PAYOUT_PROVIDER
        ? { atGateway: toRupees(d.gatewayPaidOutPaise), inBooks: toRupees(d.bookPaidOutPaise) }
        : null,
    openMismatches: d.open,
    ranAt: d.ranAt.toISOString(),
  }));
}

/** How far the books are proved against the gateways: the last day reconciled, and the mismatches still open. */
export const reconciledSoFar = (db: Db) => repo.reconciliationStatus(db);
