import { istMonthRange } from "@contract/tax";
import type { Db } from "../../db/client";
import { feeRevenueBetween } from "../ledger";
import { rupees } from "./invoice-document";
import { invoicesIssuedBetween, type InvoiceRow } from "./invoices-repo";

const TAXES = ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "totalPaise"] as const;
type Sums = Record<(typeof TAXES)[number], number>;
const zero = (): Sums => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 });

/** A credit note counts against the month's tax: its figures are negative in the report. */
const signed = (inv: InvoiceRow): Sums => {
  const sign = inv.kind === "credit_note" ? -1 : 1;
  return Object.fromEntries(TAXES.map((k) => [k, sign * inv[k]])) as Sums;
};

function add(into: Sums, more: Sums) {
  for (const k of TAXES) into[k] += more[k];
}

/**
 * The month's GST report (IST month): every invoice and credit note, totals by state (place of supply) and by tax,
 * and the ledger's fee and delivery revenue of the same month, which the total must equal to the paisa.
 */
export async function gstReport(db: Db, month: string) {
  const { from, to } = istMonthRange(month);
  const [rows, ledger] = await Promise.all([invoicesIssuedBetween(db, from, to), feeRevenueBetween(db, from, to)]);
  const total = zero();
  const byState = new Map<string, Sums>();
  for (const inv of rows) {
    const s = signed(inv);
    add(total, s);
    if (!byState.has(inv.placeOfSupply)) byState.set(inv.placeOfSupply, zero());
    add(byState.get(inv.placeOfSupply)!, s);
  }
  const ledgerPaise = ledger.feesPaise + ledger.deliveryPaise;
  return {
    month,
    documents: rows.map((inv) => ({
      id: inv.id,
      number: inv.number,
      kind: inv.kind,
      recipient: inv.recipient,
      issuedAt: inv.issuedAt.toISOString(),
      placeOfSupply: inv.placeOfSupply,
      ...signed(inv),
    })),
    byState: [...byState.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([state, s]) => ({ state, ...s })),
    total,
    ledger: { ...ledger, totalPaise: ledgerPaise },
    matchesLedger: ledgerPaise === total.totalPaise,
  };
}

export type GstReport = Awaited<ReturnType<typeof gstReport>>;

const cell = (v: string | number) => {
  const t = String(v);
  return /[",\n\r]/.test(t) ? `"${t.replaceAll('"', '""')}"` : t;
};
const money = (s: Sums) => TAXES.map((k) => rupees(s[k]).replaceAll(",", ""));

/** The report as CSV: the documents, then the totals by state, by tax, and the ledger's figure beside them. */
export function gstReportCsv(r: GstReport) {
  const lines: (string | number)[][] = [
    ["Number", "Kind", "Recipient", "Date (IST)", "Place of supply", "Taxable", "CGST", "SGST", "IGST", "Total"],
    ...r.documents.map((d) => [d.number, d.kind, d.recipient, d.issuedAt, d.placeOfSupply, ...money(d)]),
    [],
    ["Totals by state", "", "", "", "State", "Taxable", "CGST", "SGST", "IGST", "Total"],
    ...r.byState.map((s) => ["", "", "", "", s.state, ...money(s)]),
    ["Total", "", "", "", "", ...money(r.total)],
    [],
    [
      "Ledger fee and delivery revenue",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      rupees(r.ledger.totalPaise).replaceAll(",", ""),
    ],
    ["Matches the ledger", r.matchesLedger ? "yes" : "no"],
  ];
  return lines.map((l) => l.map(cell).join(",")).join("\n") + "\n";
}
