import { z } from "zod";
import { PAYOUT_STATUSES } from "./orders";

/** Seller payouts sent by the payouts provider (RazorpayX), and the seller's Account > Payouts page. */

/** IMPS carries at most Rs 5,00,000 a payout; above it, NEFT. */
export const IMPS_LIMIT_RUPEES = 500_000;

export const PAYOUT_MESSAGES = {
  notFound: "Payout not found",
  notRetryable: "Only a due payout that failed can be sent again",
  retried: "The payout will be sent again",
  badMonth: "Month must look like 2026-04",
  waitingForAccount: "Waiting for your bank account to be verified",
  noAccount: "Add a bank account to receive this payout",
  noTaxId: "Give your PAN or Aadhaar (Account > Payouts) to receive this payout",
  manualMode: "Payouts are recorded by hand here",
  moveNotDue: "Only a payout that has not been sent yet can go to another account",
  moveNeedsVerified: "Choose one of your own verified bank accounts",
  moved: (last4: string) => `This payout will go to your bank account ending ${last4}`,
} as const;

/** The seller asks for a due payout to go to another of their verified accounts. */
export const movePayoutSchema = z.object({
  bankAccountId: z.uuid({ error: "Choose one of your own verified bank accounts" }),
});

/** The sale a payout (made or still coming) is for, and the seller's share of it: the price less the seller's fee. */
const saleShareSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  productTitle: z.string(),
  salePrice: z.number(),
  sellerFee: z.number(),
  amount: z.number(),
});

/** One of the seller's payouts, as Account > Payouts lists it. */
const sellerPayoutSchema = saleShareSchema.extend({
  id: z.string(),
  /** Income tax deducted under section 194-O (docs/tax.md); amount is what is left after it. */
  tds: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  bankReference: z.string().nullable(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  note: z.string().nullable(),
  bankAccountLast4: z.string().nullable(),
});
export type SellerPayout = z.infer<typeof sellerPayoutSchema>;

/**
 * A sale whose payout is not owed yet: accepted and travelling to the buyer (in_transit, no date yet), delivered
 * with the buyer's return window still open (return_window, due when it closes), or delivered on a courier report
 * our team checks before the payout is made (held, no date until an admin releases it). Sales with a return under
 * way are left out: that money may go back to the buyer.
 */
const upcomingPayoutSchema = saleShareSchema.extend({
  stage: z.enum(["in_transit", "return_window", "held"]),
  /** When the return window closes and the payout falls due; null while the parcel travels or the payout is held. */
  dueAt: z.string().nullable(),
});
export type UpcomingPayout = z.infer<typeof upcomingPayoutSchema>;

export const sellerPayoutsSchema = z.object({
  payouts: z.array(sellerPayoutSchema),
  /** Sales on their way to becoming payouts, soonest due first, then those still travelling. */
  upcoming: z.array(upcomingPayoutSchema),
  totals: z.object({ paid: z.number(), due: z.number(), sending: z.number(), upcoming: z.number() }),
  /** The months (YYYY-MM, newest first) that have a statement: those with a paid payout. */
  statementMonths: z.array(z.string()),
});
export type SellerPayouts = z.infer<typeof sellerPayoutsSchema>;

export const statementQuerySchema = z.object({
  month: z
    .string({ error: PAYOUT_MESSAGES.badMonth })
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, { error: PAYOUT_MESSAGES.badMonth }),
});

/** The monthly statement's columns, in order. */
export const STATEMENT_COLUMNS = [
  "Date",
  "Order number",
  "Item",
  "Sale price",
  "Seller fee",
  "TDS (194-O)",
  "Payout",
  "UTR",
] as const;

/** The payouts provider's name where reconciliation lists it beside the payment gateways. */
export const PAYOUT_PROVIDER = "razorpayx";
