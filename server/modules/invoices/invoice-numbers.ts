import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { invoiceCounters } from "../../db/schema/tax-invoices";

/** DI: tax invoices; DC: credit notes. Each series counts from 1 in every financial year. */
export type InvoiceSeries = "DI" | "DC";

/**
 * The next number of a series in a financial year: DI/2627/000001. The upsert takes the counter row's lock until the
 * caller's transaction ends, so concurrent issuers wait their turn, and a transaction that rolls back gives its number
 * back (no gap, no repeat). At most 16 characters even past a million invoices a year.
 */
export async function nextInvoiceNumber(tx: Tx, series: InvoiceSeries, financialYear: number) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.financialYear],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1`, updatedAt: sql`now()` },
    })
    .returning({ n: invoiceCounters.lastNumber });
  const years = `${financialYear % 100}${(financialYear + 1) % 100}`.padStart(4, "0");
  return `${series}/${years}/${String(row!.n).padStart(6, "0")}`;
}
