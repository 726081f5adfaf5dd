import { z } from "zod";

/** An order's tax invoices and credit notes as its buyer, its seller or an admin sees them listed (decision 0044). */
export const orderInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(["invoice", "credit_note"]),
  recipient: z.enum(["buyer", "seller"]),
  issuedAt: z.string(),
  /** Rupees with paise, tax included. */
  total: z.number(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

export const invoiceFormatSchema = z.object({
  format: z.enum(["html", "pdf"], { error: "format must be html or pdf" }).default("pdf"),
});

export const gstReportQuerySchema = z.object({
  month: z.string().regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, { error: "month must be YYYY-MM" }),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("csv"),
});

const sums = {
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
};

/** GET /api/admin/gst-report?month=YYYY-MM&format=json: the admin panel's view of the month's GST. */
export const gstReportSchema = z.object({
  month: z.string(),
  documents: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      kind: z.enum(["invoice", "credit_note"]),
      recipient: z.enum(["buyer", "seller"]),
      issuedAt: z.string(),
      placeOfSupply: z.string(),
      ...sums,
    }),
  ),
  byState: z.array(z.object({ state: z.string(), ...sums })),
  total: z.object(sums),
  ledger: z.object({ feesPaise: z.number(), deliveryPaise: z.number(), totalPaise: z.number() }),
  matchesLedger: z.boolean(),
});
export type GstReportView = z.infer<typeof gstReportSchema>;

export const INVOICE_MESSAGES = {
  notFound: "Invoice not found",
} as const;
