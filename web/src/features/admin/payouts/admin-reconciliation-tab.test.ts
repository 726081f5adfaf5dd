import { createElement } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import type { LedgerSummary } from "@contract/ledger";
import type { ReconciledDay, StoredMismatch } from "@contract/reconciliation";
import { ApiRequestError } from "@web/lib/api-client";
import { renderWithCache } from "@web/test/render-with-cache";
import { ledgerSummaryQuery } from "./api/ledger-summary";
import { reconciledDaysQuery } from "./api/reconciliation-days";
import { mismatchesQuery } from "./api/reconciliation-mismatches";
import { ReconciliationTab } from "./reconciliation-tab";

const at = (search: string) =>
  createElement(Router, { ssrPath: "/admin-panel", ssrSearch: search, children: createElement(ReconciliationTab) });

const summary: LedgerSummary = {
  collected: 13490,
  refunded: 6745,
  payoutsPaid: 0,
  payoutsDue: 0,
  held: 6745,
  platformRevenue: 0,
  balanced: true,
  reconciledThrough: "2026-11-24",
  openMismatches: 1,
};

const mismatch = (extra: Partial<StoredMismatch> = {}): StoredMismatch => ({
  id: "m1",
  day: "2026-11-25",
  gateway: "payu",
  kind: "amount_differs",
  gatewayRef: "403993715524",
  paymentId: "0b9f6a52-4a43-4c1e-9d0e-6f3c1c2f1a01",
  gatewayAmount: 6000,
  bookAmount: 6745,
  status: "open",
  openedAt: "2026-11-26T00:30:00.000Z",
  lastSeenAt: "2026-11-26T00:30:00.000Z",
  resolvedAt: null,
  resolvedAutomatically: false,
  resolutionNote: null,
  ...extra,
});

const day = (extra: Partial<ReconciledDay> = {}): ReconciledDay => ({
  day: "2026-11-25",
  gateway: "payu",
  sandbox: false,
  ok: true,
  error: null,
  atGateway: { captured: 13490, refunded: 6745 },
  inBooks: { captured: 14235, refunded: 6745 },
  paidOut: null,
  openMismatches: 1,
  ranAt: "2026-11-26T00:30:00.000Z",
  ...extra,
});

const cache = (
  mismatches: StoredMismatch[] | Error,
  status: "open" | "resolved" = "open",
): [readonly unknown[], unknown][] => [
  [ledgerSummaryQuery().queryKey, summary],
  [mismatchesQuery(status).queryKey, mismatches],
  [
    reconciledDaysQuery().queryKey,
    [
      day(),
      day({ gateway: "razorpay", sandbox: true, ok: false, openMismatches: 0 }),
      day({
        gateway: "razorpayx",
        atGateway: { captured: 0, refunded: 0 },
        inBooks: { captured: 0, refunded: 0 },
        paidOut: { atGateway: 6305, inBooks: 12610 },
      }),
    ],
  ],
];

describe("Reconciliation tab", () => {
  it("says how far the books are reconciled, lists open mismatches with both amounts and Resolve", () => {
    const html = renderWithCache(at("tab=reconciliation"), [...cache([mismatch()])]);
    expect(html).toContain("Reconciled through 24 November 2026");
    expect(html).toContain("1 open mismatch.");
    expect(html).toContain("Amounts differ");
    expect(html).toContain("403993715524");
    expect(html).toContain("₹6,000");
    expect(html).toContain("₹6,745");
    expect(html.match(/> Resolve</g)).toHaveLength(1);
    expect(html).toContain("Run reconciliation");
  });

  it("shows each day's totals both ways, and a gateway that could not be reached", () => {
    const html = renderWithCache(at("tab=reconciliation"), [...cache([])]);
    expect(html).toContain("No open mismatches");
    expect(html).toContain("₹13,490 / ₹14,235");
    expect(html).toContain("Razorpay (sandbox)");
    expect(html).toContain("Unreachable");
  });

  it("shows the payouts RazorpayX made next to the gateways' figures, and a payout mismatch in its own words", () => {
    const html = renderWithCache(at("tab=reconciliation"), [
      ...cache([mismatch({ gateway: "razorpayx", kind: "payout_missing_at_provider", gatewayRef: "pout_x1" })]),
    ]);
    expect(html).toContain("Paid out (RazorpayX / books)");
    expect(html).toContain("₹6,305 / ₹12,610");
    expect(html).toContain("RazorpayX");
    expect(html).toContain("Paid in our books, not processed at RazorpayX");
    expect(html).toContain("pout_x1");
  });

  it("shows resolved mismatches with the admin's note or as gone on a later run, without Resolve", () => {
    const html = renderWithCache(at("tab=reconciliation&status=resolved"), [
      ...cache(
        [
          mismatch({ status: "resolved", resolvedAt: "2026-11-26T05:00:00.000Z", resolutionNote: "Bank confirmed" }),
          mismatch({
            id: "m2",
            kind: "missing_in_books",
            paymentId: undefined,
            bookAmount: null,
            status: "resolved",
            resolvedAt: "2026-11-27T00:30:00.000Z",
            resolvedAutomatically: true,
          }),
        ],
        "resolved",
      ),
    ]);
    expect(html).toContain("Note: Bank confirmed");
    expect(html).toContain("Gone on a later run");
    expect(html).toContain("Captured, not in our books");
    expect(html).not.toContain("> Resolve<");
  });

  it("names the list that failed", () => {
    const html = renderWithCache(at("tab=reconciliation"), [
      ...cache(new ApiRequestError(500, "500: Internal Server Error")),
    ]);
    expect(html).toContain("Failed to fetch mismatches");
  });
});
