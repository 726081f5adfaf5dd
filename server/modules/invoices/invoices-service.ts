import { INVOICE_MESSAGES, type OrderInvoice } from "@contract/invoices";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { notFound } from "../../lib/errors";
import { knownOrder } from "../orders";
import { isAdmin } from "../users";
import { invoiceDocument } from "./invoice-document";
import { invoiceHtml } from "./invoice-html";
import { invoicePdf } from "./invoice-pdf";
import { findInvoice, invoicesOfOrder, type InvoiceRow } from "./invoices-repo";

type User = typeof users.$inferSelect;

/** The buyer sees the buyer's invoices, the seller the seller's, an admin both (each carries its recipient's address). */
async function mayRead(db: Db, orderId: string, viewer: User) {
  const order = await db.transaction((tx) => knownOrder(tx, orderId, viewer));
  if (isAdmin(viewer)) return () => true;
  return (inv: InvoiceRow) =>
    (inv.recipient === "buyer" && order.buyerId === viewer.id) ||
    (inv.recipient === "seller" && order.sellerId === viewer.id);
}

export async function orderInvoices(db: Db, orderId: string, viewer: User): Promise<OrderInvoice[]> {
  const allowed = await mayRead(db, orderId, viewer);
  return (await invoicesOfOrder(db, orderId)).filter(allowed).map((inv) => ({
    id: inv.id,
    number: inv.number,
    kind: inv.kind,
    recipient: inv.recipient,
    issuedAt: inv.issuedAt.toISOString(),
    total: inv.totalPaise / 100,
  }));
}

/** One invoice or credit note as HTML or PDF, for whoever may read it; a 404 for anyone else. */
export async function invoiceFile(db: Db, id: string, viewer: User, format: "html" | "pdf") {
  const inv = await findInvoice(db, id);
  if (!inv || !(await mayRead(db, inv.orderId, viewer))(inv)) throw notFound(INVOICE_MESSAGES.notFound);
  const against = inv.againstId ? await findInvoice(db, inv.againstId) : undefined;
  const doc = invoiceDocument(inv, against?.number ?? null);
  const name = `dobara-${inv.number.replaceAll("/", "-")}`;
  return format === "html"
    ? { type: "text/html; charset=utf-8", name: `${name}.html`, body: invoiceHtml(doc) }
    : { type: "application/pdf", name: `${name}.pdf`, body: await invoicePdf(doc) };
}
