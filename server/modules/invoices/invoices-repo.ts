import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { taxInvoices } from "../../db/schema/tax-invoices";

export type NewInvoice = typeof taxInvoices.$inferInsert;
export type InvoiceRow = typeof taxInvoices.$inferSelect;

/** The transaction's own clock: the invoice's date and the ledger's rows of the same transaction agree to the instant. */
export async function transactionNow(tx: Tx) {
  const result = await tx.execute<{ now: string | Date }>(sql`select now() as now`);
  return new Date(result.rows[0]!.now);
}

/** Once per order, recipient and kind: a replay inserts nothing (and takes no number, the caller checks first). */
export const insertInvoice = (tx: Tx, values: NewInvoice) =>
  tx.insert(taxInvoices).values(values).onConflictDoNothing().returning();

export const invoicesOfOrder = (db: Db | Tx, orderId: string) =>
  db
    .select()
    .from(taxInvoices)
    .where(eq(taxInvoices.orderId, orderId))
    .orderBy(asc(taxInvoices.issuedAt), asc(taxInvoices.number));

export async function findInvoice(db: Db, id: string) {
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.id, id));
  return row;
}

export const invoicesIssuedBetween = (db: Db, from: Date, to: Date) =>
  db
    .select()
    .from(taxInvoices)
    .where(and(gte(taxInvoices.issuedAt, from), lt(taxInvoices.issuedAt, to)))
    .orderBy(asc(taxInvoices.kind), asc(taxInvoices.number));
