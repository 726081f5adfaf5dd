import { z } from "zod";

/** GET /api/admin/ledger/summary: the platform's money, in rupees (issue 13 "Ledger"). */
export const ledgerSummarySchema = z.object({
  collected: z.number(),
  refunded: z.number(),
  payoutsPaid: z.number(),
  payoutsDue: z.number(),
  held: z.number(),
  platformRevenue: z.number(),
  balanced: z.boolean(),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;
