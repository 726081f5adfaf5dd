import { z } from "zod";
import { isIstDate } from "./ist-days";
import { requiredText } from "./validation";

/** The books proved against the gateways, one IST day at a time (docs/decisions/0016-reconciliation.md). */

const MISMATCH_KINDS = ["missing_in_books", "missing_at_gateway", "amount_differs", "refund_differs"] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export const MISMATCH_KIND_LABELS: Record<MismatchKind, string> = {
  missing_in_books: "Captured, not in our books",
  missing_at_gateway: "In our books, not at the gateway",
  amount_differs: "Amounts differ",
  refund_differs: "Refund differs",
};

export const MISMATCH_STATUSES = ["open", "resolved"] as const;

/** Days the admin's tab lists, newest first. */
export const RECONCILIATION_DAYS_SHOWN = 14;

export const RECONCILIATION_MESSAGES = {
  badDate: "Please choose a date as YYYY-MM-DD",
  futureDate: "That day is still to come; choose today or an earlier day",
  notFound: "Mismatch not found",
  alreadyResolved: "This mismatch is already resolved",
  noteRequired: "Please write how this was resolved",
  unreachable: "The gateway could not be reached; try again later",
  daysFailed: "Failed to fetch reconciled days",
  mismatchesFailed: "Failed to fetch mismatches",
  runFailed: "Failed to run reconciliation",
  resolveFailed: "Failed to resolve the mismatch",
} as const;

const istDate = z
  .string({ error: RECONCILIATION_MESSAGES.badDate })
  .refine(isIstDate, { error: RECONCILIATION_MESSAGES.badDate });

/** `?date=YYYY-MM-DD` (an IST day); without it, yesterday. */
export const reconciliationQuerySchema = z.object({ date: istDate.optional() });
export const reconciliationRunSchema = z.object({ date: istDate });
export const resolveMismatchSchema = z.object({ note: requiredText(RECONCILIATION_MESSAGES.noteRequired, 500) });
export const mismatchParamsSchema = z.object({ id: z.uuid({ error: RECONCILIATION_MESSAGES.notFound }) });
export const mismatchesQuerySchema = z.object({
  status: z.enum(MISMATCH_STATUSES, { error: "Unknown mismatch status" }).default("open"),
});

/** One difference, amounts in rupees; an amount is null on the side that has nothing. */
const mismatchSchema = z.object({
  gateway: z.string(),
  kind: z.enum(MISMATCH_KINDS),
  gatewayRef: z.string(),
  paymentId: z.string().optional(),
  gatewayAmount: z.number().nullable(),
  bookAmount: z.number().nullable(),
});

const totalsSchema = z.object({ captured: z.number(), refunded: z.number() });

/**
 * One gateway's part of a day. A gateway that could not be asked says so here (`error`, status 502) while the
 * others still answer: the route is a 200 either way.
 */
const gatewayReconciliationSchema = z.object({
  gateway: z.string(),
  sandbox: z.boolean(),
  ok: z.boolean(),
  error: z.object({ status: z.literal(502), code: z.literal("GATEWAY_UNREACHABLE"), message: z.string() }).optional(),
  atGateway: totalsSchema,
  inBooks: totalsSchema,
  mismatches: z.array(mismatchSchema),
});
export type GatewayReconciliation = z.infer<typeof gatewayReconciliationSchema>;

export const reconciliationSchema = z.object({ date: z.string(), gateways: z.array(gatewayReconciliationSchema) });
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** A stored mismatch, as the admin's tab lists it. */
export const storedMismatchSchema = mismatchSchema.extend({
  id: z.string(),
  day: z.string(),
  status: z.enum(MISMATCH_STATUSES),
  openedAt: z.string(),
  lastSeenAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedAutomatically: z.boolean(),
  resolutionNote: z.string().nullable(),
});
export type StoredMismatch = z.infer<typeof storedMismatchSchema>;

/** A stored day with one gateway: its totals both ways and how many mismatches are still open. */
export const reconciledDaySchema = z.object({
  day: z.string(),
  gateway: z.string(),
  sandbox: z.boolean(),
  ok: z.boolean(),
  error: z.string().nullable(),
  atGateway: totalsSchema,
  inBooks: totalsSchema,
  openMismatches: z.number(),
  ranAt: z.string(),
});
export type ReconciledDay = z.infer<typeof reconciledDaySchema>;
