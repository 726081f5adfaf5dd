import { z } from "zod";
import { isIstDate } from "./ist-days";
import { requiredText } from "./validation";

/** The books proved against the gateways, one IST day at a time (docs/decisions/0016-reconciliation.md). */

export const MISMATCH_KINDS = [
  "missing_in_books",
  "missing_at_gateway",
  "amount_differs",
  "refund_differs",
  /** The payouts provider (RazorpayX) against the ledger's payouts paid. */
  "payout_missing_in_books",
  "payout_missing_at_provider",
  "payout_amount_differs",
] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export const MISMATCH_KIND_LABELS: Record<MismatchKind, string> = {
  missing_in_books: "Captured, not in our books",
  missing_at_gateway: "In our books, not at the gateway",
  amount_differs: "Amounts differ",
  refund_differs: "Refund differs",
  payout_missing_in_books: "Payout processed at RazorpayX, not paid in our books",
  payout_missing_at_provider: "Paid in our books, not processed at RazorpayX",
  payout_amount_differs: "Payout amounts differ",
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

/**
 * The payouts provider's part of a day: what it paid out (payouts processed, by creation time) and what our ledger
 * paid out through it (payouts paid by hand never went through it and are not counted). Null when payouts are made
 * by hand (PAYOUTS_MODE=manual): there is no provider to ask.
 */
const payoutReconciliationSchema = z.object({
  provider: z.string(),
  sandbox: z.boolean(),
  ok: z.boolean(),
  error: z.object({ status: z.literal(502), code: z.literal("GATEWAY_UNREACHABLE"), message: z.string() }).optional(),
  atProvider: z.object({ paidOut: z.number() }),
  inBooks: z.object({ paidOut: z.number() }),
  mismatches: z.array(mismatchSchema),
});
export type PayoutReconciliation = z.infer<typeof payoutReconciliationSchema>;

export const reconciliationSchema = z.object({
  date: z.string(),
  gateways: z.array(gatewayReconciliationSchema),
  payouts: payoutReconciliationSchema.nullable(),
});
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

/** A stored day with one gateway (or the payouts provider): its totals both ways and how many mismatches are still open. */
export const reconciledDaySchema = z.object({
  day: z.string(),
  gateway: z.string(),
  sandbox: z.boolean(),
  ok: z.boolean(),
  error: z.string().nullable(),
  atGateway: totalsSchema,
  inBooks: totalsSchema,
  /** The payouts provider's row (captured and refunded zero); null on a payment gateway's. */
  paidOut: z.object({ atGateway: z.number(), inBooks: z.number() }).nullable(),
  openMismatches: z.number(),
  ranAt: z.string(),
});
export type ReconciledDay = z.infer<typeof reconciledDaySchema>;
