import { z } from "zod";
import { adminPageQuerySchema } from "./admin-paging";

/** GET /api/admin/stats: the summary cards (issue 14). Counts, and platform revenue in whole rupees. */
export const adminStatsSchema = z.object({
  pendingApproval: z.number(),
  totalOrders: z.number(),
  activeOrders: z.number(),
  completed: z.number(),
  /** Unread contact queries. */
  contactQueries: z.number(),
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
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const ADMIN_OVERVIEW_MESSAGES = {
  statsFailed: "Failed to fetch stats",
  auditFailed: "Failed to fetch audit log",
} as const;
