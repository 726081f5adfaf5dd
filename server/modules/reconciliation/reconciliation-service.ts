import type { FastifyBaseLogger } from "fastify";
import { istDateOf, istDayWindow, istYesterday } from "@contract/ist-days";
import { toRupees } from "@contract/money";
import {
  RECONCILIATION_DAYS_SHOWN,
  RECONCILIATION_MESSAGES,
  type GatewayReconciliation,
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
import { configuredGateways, GatewayUnreachable, type Gateway, type GatewaySettings } from "../payments";
import { compareGatewayDay, type GatewayComparison } from "./compare-gateway-day";
import { mismatchLine, mismatchMail, mismatchNotice } from "./reconciliation-notices";
import * as repo from "./reconciliation-repo";

export interface ReconciliationDeps {
  db: Db;
  gateway: GatewaySettings;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
}

type Outcome = { gateway: Gateway; comparison: GatewayComparison } | { gateway: Gateway; error: string };

/** A day reconcilable: an IST date up to today (today so far). */
function reconcilable(date: string | undefined, now = new Date()) {
  const day = date ?? istYesterday(now);
  if (day > istDateOf(now)) throw badRequest(RECONCILIATION_MESSAGES.futureDate);
  return day;
}

/** Every configured gateway, one after the other; one that cannot be asked is reported as such, never thrown. */
async function compareAll(deps: ReconciliationDeps, day: string): Promise<Outcome[]> {
  const window = istDayWindow(day);
  const outcomes: Outcome[] = [];
  for (const gateway of configuredGateways(deps.gateway)) {
    try {
      outcomes.push({ gateway, comparison: await compareGatewayDay(deps, gateway, window) });
    } catch (err) {
      if (!(err instanceof GatewayUnreachable)) throw err;
      deps.log.warn({ gateway: gateway.name, day, err: loggableError(err) }, "reconciliation could not ask a gateway");
      outcomes.push({ gateway, error: err.message });
    }
  }
  return outcomes;
}

const rupeesOf = (t: { capturedPaise: number; refundedPaise: number }) => ({
  captured: toRupees(t.capturedPaise),
  refunded: toRupees(t.refundedPaise),
});

function toReport(day: string, outcomes: Outcome[]): Reconciliation {
  return {
    date: day,
    gateways: outcomes.map((o): GatewayReconciliation => {
      const base = { gateway: o.gateway.name, sandbox: o.gateway.sandbox };
      if ("error" in o)
        return {
          ...base,
          ok: false,
          error: { status: 502, code: "GATEWAY_UNREACHABLE", message: RECONCILIATION_MESSAGES.unreachable },
          atGateway: { captured: 0, refunded: 0 },
          inBooks: { captured: 0, refunded: 0 },
          mismatches: [],
        };
      return {
        ...base,
        ok: true,
        atGateway: rupeesOf(o.comparison.atGateway),
        inBooks: rupeesOf(o.comparison.inBooks),
        mismatches: o.comparison.mismatches.map((m) => ({
          gateway: m.gateway,
          kind: m.kind,
          gatewayRef: m.gatewayRef,
          ...(m.paymentId ? { paymentId: m.paymentId } : {}),
          gatewayAmount: m.gatewayPaise === null ? null : toRupees(m.gatewayPaise),
          bookAmount: m.bookPaise === null ? null : toRupees(m.bookPaise),
        })),
      };
    }),
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
  const outcomes = await compareAll(deps, day);
  const news = await deps.db.transaction(async (tx) => {
    const fresh: repo.FoundMismatch[] = [];
    const admins = await repo.adminContacts(tx);
    for (const o of outcomes) {
      const ok = !("error" in o);
      await repo.saveDay(tx, {
        day,
        gateway: o.gateway.name,
        sandbox: o.gateway.sandbox,
        ok,
        error: ok ? null : o.error.slice(0, 300),
        gatewayCapturedPaise: ok ? o.comparison.atGateway.capturedPaise : 0,
        gatewayRefundedPaise: ok ? o.comparison.atGateway.refundedPaise : 0,
        bookCapturedPaise: ok ? o.comparison.inBooks.capturedPaise : 0,
        bookRefundedPaise: ok ? o.comparison.inBooks.refundedPaise : 0,
      });
      if (!ok) continue;
      for (const m of o.comparison.mismatches) {
        if (!(await repo.recordFound(tx, day, m))) continue;
        fresh.push(m);
        for (const admin of admins) await createNotification(tx, mismatchNotice(admin.id, day, m));
      }
      await repo.resolveGone(tx, day, o.gateway.name, o.comparison.mismatches);
    }
    return { fresh, admins };
  });
  if (news.fresh.length > 0)
    mailAdmins(
      deps,
      news.admins,
      news.fresh.map((m) => mismatchLine(day, m)),
    );
  return { report: toReport(day, outcomes), complete: outcomes.every((o) => !("error" in o)) };
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
    openMismatches: d.open,
    ranAt: d.ranAt.toISOString(),
  }));
}
