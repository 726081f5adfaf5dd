import { financialYearLabel } from "@contract/tax";
import type { InvoiceRow } from "./invoices-repo";

/** Paise as rupees with two decimals, Indian grouping: 1,234.56. */
export const rupees = (paise: number) =>
  (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const istDate = (d: Date) =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "short",
    year: "numeric",
  }).format(d);

/**
 * What an invoice or credit note says, once, for both the HTML and the PDF: each field CGST rule 46 asks of an
 * invoice to an unregistered person (docs/tax.md), in the order it is printed.
 */
export function invoiceDocument(inv: InvoiceRow, againstNumber: string | null) {
  const s = inv.supplier;
  const intra = inv.igstPaise === 0 && inv.cgstPaise + inv.sgstPaise > 0;
  const rate = s.rateBasisPoints / 100;
  const taxColumns = intra ? [`CGST ${rate / 2}%`, `SGST ${rate / 2}%`] : [`IGST ${rate}%`];
  return {
    title: inv.kind === "invoice" ? "Tax invoice" : "Credit note",
    supplier: [s.legalName, s.address, `State: ${s.state}`, `GSTIN: ${s.gstin}`],
    facts: [
      [inv.kind === "invoice" ? "Invoice number" : "Credit note number", inv.number],
      ["Date", istDate(inv.issuedAt)],
      ["Financial year", financialYearLabel(inv.financialYear)],
      ...(againstNumber ? [["Against invoice", againstNumber]] : []),
      ["Place of supply", inv.placeOfSupply],
      ["SAC", s.sac],
    ] as [string, string][],
    recipient: [
      inv.party.name,
      inv.party.address,
      `${inv.party.state} ${inv.party.pincode}`.trim(),
      "Unregistered (no GSTIN)",
    ],
    columns: ["Description", "Taxable value", ...taxColumns, "Total"],
    rows: inv.lines.map((l) => [
      l.description,
      rupees(l.taxablePaise),
      ...(intra ? [rupees(l.cgstPaise), rupees(l.sgstPaise)] : [rupees(l.igstPaise)]),
      rupees(l.totalPaise),
    ]),
    totals: [
      "Total (Rs)",
      rupees(inv.taxablePaise),
      ...(intra ? [rupees(inv.cgstPaise), rupees(inv.sgstPaise)] : [rupees(inv.igstPaise)]),
      rupees(inv.totalPaise),
    ],
    footer:
      inv.kind === "invoice"
        ? "Amounts include GST. Tax is not payable on reverse charge. This is a computer-generated invoice and needs no signature."
        : "This credit note gives back the amounts above, with their tax. It is computer-generated and needs no signature.",
  };
}

export type InvoiceDocument = ReturnType<typeof invoiceDocument>;
