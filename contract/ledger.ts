import { z } from "zod";

/** GET /api/admin/ledger/summary: the platform's money, in rupees (docs/product.md#money, decision 0014). */
export const ledgerSummarySchema = z.object({
  collected: z.number(),
  refunded: z.number(),
  payoutsPaid: z.number(),
  payoutsDue: z.number(),
  held: z.number(),
  platformRevenue: z.number(),
  balanced: z.boolean(),
  /** The last IST day reconciled with every gateway with no open mismatch on it or before it; null if none. */
  reconciledThrough: z.string().nullable(),
  /** Mismatches between the gateways and our books not yet resolved. */
  openMismatches: z.number(),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;
