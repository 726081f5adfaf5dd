import { MOBILE_MESSAGES } from "@contract/mobile";
import { PAYOUT_MESSAGES, STATEMENT_COLUMNS, type SellerPayouts, type UpcomingPayout } from "@contract/payouts";
import type { Db } from "../../db/client";
import * as repo from "./payouts-repo";

/** India has one time zone and no daylight saving: months and dates on statements are IST's. */
const IST_MS = 330 * 60_000;
const istDate = (d: Date) => new Date(d.getTime() + IST_MS).toISOString().slice(0, 10);

/** Why a payout is not moving, in the seller's words; null when nothing waits on them. */
export function payoutNote(p: {
  status: string;
  failureReason: string | null;
  bankAccountLast4: string | null;
  bankVerified: boolean | null;
  /** Payouts wait for the seller's verified mobile; absent where the view does not read it. */
  mobileVerified?: boolean;
  /** Payouts wait for the seller's PAN or Aadhaar; absent where the view does not read it. */
  taxIdGiven?: boolean;
}) {
  if (p.status !== "due") return null;
  if (p.failureReason) return `Failed: ${p.failureReason}`;
  if (p.bankAccountLast4 === null) return PAYOUT_MESSAGES.noAccount;
  if (p.taxIdGiven === false) return PAYOUT_MESSAGES.noTaxId;
  if (!p.bankVerified) return PAYOUT_MESSAGES.waitingForAccount;
  if (p.mobileVerified === false) return MOBILE_MESSAGES.payoutWaiting;
  return null;
}

/** The seller's share of a sale, as the payout will be made of it (the payouts job owes the same figure). */
const sellerShare = (o: { salePrice: number; sellerFee: number }) => o.salePrice - o.sellerFee;

/** A delivery the courier reported without a pickup waits for an admin's release (orders' payout hold): no date. */
function upcomingStage(o: { status: string; held: boolean }): UpcomingPayout["stage"] {
  if (o.status !== "delivered") return "in_transit";
  return o.held ? "held" : "return_window";
}

/**
 * Account > Payouts: every payout of the seller with totals, the sales still on their way to a payout (so money
 * waiting out a return window is shown with its date, never as nothing), and the months that have a statement.
 */
export async function payoutsOf(db: Db, sellerId: string): Promise<SellerPayouts> {
  const [rows, coming] = await Promise.all([repo.sellerPayouts(db, sellerId), repo.upcomingPayouts(db, sellerId)]);
  const totals = { paid: 0, due: 0, sending: 0, upcoming: 0 };
  for (const r of rows) totals[r.status] += r.amount;
  const upcoming = coming.map((o) => ({
    orderId: o.orderId,
    orderNumber: o.orderNumber,
    productTitle: o.productTitle,
    salePrice: o.salePrice,
    sellerFee: o.sellerFee,
    amount: sellerShare(o),
    stage: upcomingStage(o),
    dueAt: upcomingStage(o) === "return_window" && o.dueAt ? o.dueAt.toISOString() : null,
  }));
  for (const u of upcoming) totals.upcoming += u.amount;
  const months = new Set(rows.flatMap((r) => (r.paidAt ? [istDate(r.paidAt).slice(0, 7)] : [])));
  return {
    payouts: rows.map((r) => ({
      id: r.id,
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      productTitle: r.productTitle,
      salePrice: r.salePrice,
      sellerFee: r.sellerFee,
      tds: r.tds,
      amount: r.amount,
      status: r.status,
      bankReference: r.bankReference,
      dueAt: r.dueAt.toISOString(),
      paidAt: r.paidAt ? r.paidAt.toISOString() : null,
      note: payoutNote(r),
      bankAccountLast4: r.bankAccountLast4,
    })),
    totals,
    upcoming,
    statementMonths: [...months].sort().reverse(),
  };
}

/** A spreadsheet must not run a cell as a formula (a title starting with =, +, - or @). */
function cell(value: string | number) {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The monthly statement (CSV): the payouts paid in that month (IST), oldest first. Amounts in whole rupees. */
export async function statementCsv(db: Db, sellerId: string, month: string) {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const from = new Date(Date.UTC(year, mon - 1, 1) - IST_MS);
  const to = new Date(Date.UTC(year, mon, 1) - IST_MS);
  const rows = (await repo.sellerPayouts(db, sellerId, from, to)).filter((r) => r.paidAt).reverse();
  const lines = [
    STATEMENT_COLUMNS.join(","),
    ...rows.map((r) =>
      [
        istDate(r.paidAt!),
        r.orderNumber,
        r.productTitle,
        r.salePrice,
        r.sellerFee,
        r.tds,
        r.amount,
        r.bankReference ?? "",
      ]
        .map(cell)
        .join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
