import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf } from "./columns";
import { orders } from "./orders";

const INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
const INVOICE_RECIPIENTS = ["buyer", "seller"] as const;
export type InvoiceRecipient = (typeof INVOICE_RECIPIENTS)[number];

/** One line of an invoice: a fee as the person paid it (tax included) and its split, in paise. */
export interface InvoiceLine {
  description: string;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Who issued the invoice, as the configuration said at the time (an invoice never changes after it is issued). */
export interface InvoiceSupplier {
  legalName: string;
  address: string;
  gstin: string;
  state: string;
  sac: string;
  /** In hundredths of a percent: 1800 is 18%. */
  rateBasisPoints: number;
}

export interface InvoiceParty {
  name: string;
  address: string;
  state: string;
  pincode: string;
}

/**
 * Dobara's GST tax invoices for its own supplies (the fees and the delivery charge; the goods are the seller's) and
 * the credit notes that give a fee back (docs/tax.md, decision 0044). Each is issued once per order, recipient and
 * kind (unique), in the transaction that completes (or refunds) the order, with a number from its year's counter.
 */
export const taxInvoices = pgTable(
  "tax_invoices",
  {
    id: id(),
    /** DI/2627/000001 (an invoice) or DC/2627/000001 (a credit note): at most 16 characters. */
    number: text().notNull().unique("tax_invoices_number_unique"),
    kind: text().$type<InvoiceKind>().notNull(),
    recipient: text().$type<InvoiceRecipient>().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** The invoice a credit note gives back. */
    againstId: uuid(),
    financialYear: integer().notNull(),
    supplier: jsonb().$type<InvoiceSupplier>().notNull(),
    party: jsonb().$type<InvoiceParty>().notNull(),
    /** The recipient's state: CGST and SGST when it is the supplier's, IGST otherwise. */
    placeOfSupply: text().notNull(),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    totalPaise: bigint({ mode: "number" }).notNull(),
    taxablePaise: bigint({ mode: "number" }).notNull(),
    cgstPaise: bigint({ mode: "number" }).notNull(),
    sgstPaise: bigint({ mode: "number" }).notNull(),
    igstPaise: bigint({ mode: "number" }).notNull(),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tax_invoices_order_recipient_kind_idx").on(t.orderId, t.recipient, t.kind),
    index("tax_invoices_issued_at_idx").on(t.issuedAt),
    check("tax_invoices_kind_check", isOneOf(t.kind, INVOICE_KINDS)),
    check("tax_invoices_recipient_check", isOneOf(t.recipient, INVOICE_RECIPIENTS)),
    check("tax_invoices_number_check", sql`${t.number} ~ '^[A-Za-z0-9/-]{1,16}$'`),
    check(
      "tax_invoices_split_check",
      sql`${t.totalPaise} > 0 AND ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);

/**
 * The last number issued in each series and financial year. Taking a number updates this row in the issuing
 * transaction, so concurrent issuers queue on its lock and a rolled-back one gives its number back: no gap, no repeat.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text().notNull(),
    financialYear: integer().notNull(),
    lastNumber: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check("invoice_counters_last_check", sql`${t.lastNumber} > 0`),
  ],
);
