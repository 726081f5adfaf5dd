import { z } from "zod";
import { adminPageQuerySchema } from "./admin-paging";

/** GET /api/admin/stats: the summary cards (docs/product.md#admin-panel). Counts, and platform revenue in whole rupees. */
export const adminStatsSchema = z.object({
  /** New listings awaiting review plus edits of live listings awaiting review: the Pending tab's queue. */
  pendingApproval: z.number(),
  totalOrders: z.number(),
  activeOrders: z.number(),
  /** Delivered orders without a processed return. */
  completed: z.number(),
  /** Orders whose return was processed: the item went back and the buyer was refunded. */
  returned: z.number(),
  /** Unread contact queries. */
  contactQueries: z.number(),
  /** The ledger's revenue (fees earned on completed sales, return fees), net of refunds; whole rupees. */
  platformRevenue: z.number(),
  /** Payouts due to sellers and not yet paid. */
  payoutsDue: z.number(),
  /** Returns requested or approved, not yet rejected or processed. */
  openReturns: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const auditLogQuerySchema = adminPageQuerySchema.extend({
  action: z
    .string({ error: "action must be text" })
    .trim()
    .max(100, { error: "action must be at most 100 characters" })
    .optional()
    .transform((v) => v || undefined),
  actorId: z.uuid({ error: "actorId must be an admin's id" }).optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  adminId: z.string().nullable(),
  adminName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  /** The thing acted on in words: a listing's title, an order's number, a person's name, a coupon's code. */
  entityLabel: z.string().nullable(),
  /** The details in words (reason, from and to, amounts), without raw keys or ids. */
  detailsText: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The actions the log records, in an admin's words; the log and its filter read these. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  approve: "Approved listing",
  reject: "Rejected listing",
  request_edit: "Asked for edits",
  delist: "Delisted listing",
  mark_sold: "Marked sold",
  delete: "Deleted listing",
  approve_modification: "Approved listing edit",
  reject_modification: "Rejected listing edit",
  order_status: "Changed order status",
  return_approve: "Approved return",
  return_reject: "Rejected return",
  return_process: "Refunded return",
  payout_paid: "Recorded payout as paid",
  bank_account_reveal: "Viewed payout bank details",
  contact_mark_read: "Read contact query",
  contact_status: "Set contact status",
  contact_reply: "Replied to contact query",
  verify_bank_account: "Verified bank account",
  reject_bank_account: "Rejected bank account",
  payout_account_moved: "Payout moved to another account",
  coupon_create: "Created coupon",
  coupon_update: "Changed coupon",
  reconciliation_mismatch_resolved: "Resolved reconciliation mismatch",
  shipment_retry: "Retried courier booking",
  shipment_by_hand: "Took parcel off the courier",
  payout_hold_released: "Released a held payout",
  parcel_size_update: "Changed parcel size",
  tds_report: "Downloaded TDS list with PANs",
};

export const ADMIN_OVERVIEW_MESSAGES = {
  statsFailed: "Failed to fetch stats",
  auditFailed: "Failed to fetch audit log",
  analyticsFailed: "Failed to fetch analytics",
} as const;

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: "days must be a number" })
    .int({ error: "days must be a whole number" })
    .min(1, { error: "days must be at least 1" })
    .max(365, { error: "days must be at most 365" })
    .default(30),
});

const analyticsDaySchema = z.object({
  /** The day in IST, YYYY-MM-DD. */
  date: z.string(),
  orders: z.number(),
  /** Rupees: what buyers agreed to pay for products (final prices), cancelled orders left out. */
  gmv: z.number(),
  platformRevenue: z.number(),
  newListings: z.number(),
  newUsers: z.number(),
});

/** GET /api/admin/analytics?days=30: a day-by-day series and totals over the same window. */
export const adminAnalyticsSchema = z.object({
  days: z.number(),
  series: z.array(analyticsDaySchema),
  totals: z.object({
    /** Delivered / all orders placed in the window; null without orders. */
    completionRate: z.number().nullable(),
    /** Accepted / offers decided (accepted, rejected, declined, expired) among those made in the window. */
    offerAcceptanceRate: z.number().nullable(),
    /** Median hours from a listing's creation to its approval, over approvals in the window. */
    medianHoursToApproval: z.number().nullable(),
    ordersByStatus: z.record(z.string(), z.number()),
    listingsByCategory: z.record(z.string(), z.number()),
  }),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
