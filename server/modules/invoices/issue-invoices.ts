import { financialYearOf } from "@contract/tax";
import type { Tx } from "../../db/client";
import type { InvoiceLine, InvoiceParty, InvoiceRecipient } from "../../db/schema/tax-invoices";
import { sameState, supplierOf, type GstSettings } from "./gst-settings";
import { splitInclusive, totalsOf } from "./gst-split";
import { nextInvoiceNumber } from "./invoice-numbers";
import { insertInvoice, invoicesOfOrder, transactionNow } from "./invoices-repo";

/** What an order's invoices are made of: its fees as people paid them (whole rupees, tax included) and both parties. */
export interface OrderInvoiceFacts {
  orderId: string;
  orderNumber: number;
  buyerFee: number;
  deliveryCharge: number;
  sellerFee: number;
  buyer: InvoiceParty;
  seller: InvoiceParty;
}

const FEE_LINES: Record<InvoiceRecipient, (f: OrderInvoiceFacts) => [string, number][]> = {
  buyer: (f) => [
    [`Platform fee, order #${f.orderNumber}`, f.buyerFee],
    [`Delivery charge, order #${f.orderNumber}`, f.deliveryCharge],
  ],
  seller: (f) => [[`Seller's platform fee, order #${f.orderNumber}`, f.sellerFee]],
};

async function issueOne(tx: Tx, f: OrderInvoiceFacts, recipient: InvoiceRecipient, settings: GstSettings, at: Date) {
  const supplier = supplierOf(settings);
  const party = f[recipient];
  const intra = sameState(party.state, supplier.state);
  // A fee a coupon waived is no supply: no line, and no invoice when nothing is left.
  const lines: InvoiceLine[] = FEE_LINES[recipient](f)
    .filter(([, rupees]) => rupees > 0)
    .map(([description, rupees]) => splitInclusive(description, rupees * 100, supplier.rateBasisPoints, intra));
  if (lines.length === 0) return null;
  const financialYear = financialYearOf(at);
  const [row] = await insertInvoice(tx, {
    number: await nextInvoiceNumber(tx, "DI", financialYear),
    kind: "invoice",
    recipient,
    orderId: f.orderId,
    financialYear,
    supplier,
    party,
    placeOfSupply: party.state,
    lines,
    ...totalsOf(lines),
  });
  return row ?? null;
}

/**
 * The order is complete (its payout falls due and the ledger books the fees as revenue, in this same transaction):
 * a tax invoice to the buyer (fee and delivery charge) and one to the seller (seller's fee). Once per order: the
 * caller holds the order's lock, and an order that has its invoices gets none again (so no number is spent twice).
 */
export async function issueOrderInvoices(tx: Tx, f: OrderInvoiceFacts, settings: GstSettings) {
  const existing = await invoicesOfOrder(tx, f.orderId);
  if (existing.some((i) => i.kind === "invoice")) return [];
  const at = await transactionNow(tx);
  const issued = [];
  for (const recipient of ["buyer", "seller"] as const) {
    const row = await issueOne(tx, f, recipient, settings, at);
    if (row) issued.push(row);
  }
  return issued;
}

/**
 * A fee given back (the order cancelled or returned after its invoice): a credit note for each invoice of the order
 * that has none yet, against it, with the same lines. Nothing when the order was never invoiced (its fees were
 * never charged). In the transaction of the refund that causes it.
 */
export async function creditOrderInvoices(tx: Tx, orderId: string) {
  const all = await invoicesOfOrder(tx, orderId);
  const credited = new Set(all.filter((i) => i.kind === "credit_note").map((i) => i.againstId));
  const at = await transactionNow(tx);
  const financialYear = financialYearOf(at);
  const notes = [];
  for (const invoice of all.filter((i) => i.kind === "invoice" && !credited.has(i.id))) {
    const [row] = await insertInvoice(tx, {
      number: await nextInvoiceNumber(tx, "DC", financialYear),
      kind: "credit_note",
      recipient: invoice.recipient,
      orderId,
      againstId: invoice.id,
      financialYear,
      supplier: invoice.supplier,
      party: invoice.party,
      placeOfSupply: invoice.placeOfSupply,
      lines: invoice.lines,
      ...totalsOf(invoice.lines),
    });
    if (row) notes.push(row);
  }
  return notes;
}
