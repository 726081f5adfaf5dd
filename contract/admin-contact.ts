import { z } from "zod";
import { adminPageQuerySchema } from "./admin-paging";

/** Contact query status (docs/product.md#admin-panel): pending (new), replied (an admin answered), resolved (nothing more to do). */
export const CONTACT_QUERY_STATUSES = ["pending", "replied", "resolved"] as const;
export type ContactQueryStatus = (typeof CONTACT_QUERY_STATUSES)[number];

export const CONTACT_REPLY_MAX = 5000;

const statusError = { error: "Status must be pending, replied or resolved" };

export const contactQueriesQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(CONTACT_QUERY_STATUSES, statusError).optional(),
});

export const contactStatusSchema = z.object({ status: z.enum(CONTACT_QUERY_STATUSES, statusError) });

export const contactReplySchema = z.object({
  message: z
    .string({ error: "Please write a reply" })
    .trim()
    .min(1, { error: "Please write a reply" })
    .max(CONTACT_REPLY_MAX, { error: `The reply must be at most ${CONTACT_REPLY_MAX} characters` }),
});

const contactReplyViewSchema = z.object({
  id: z.string(),
  message: z.string(),
  adminName: z.string().nullable(),
  createdAt: z.string(),
});

/** A query as the Contact tab shows it, with the replies sent so far (oldest first). */
export const adminContactQuerySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_QUERY_STATUSES),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** A grievance about personal data: its reference and when it must be acknowledged and resolved. */
  grievance: z.object({ reference: z.string(), acknowledgeBy: z.string(), resolveBy: z.string() }).nullable(),
  replies: z.array(contactReplyViewSchema),
});
export type AdminContactQuery = z.infer<typeof adminContactQuerySchema>;

/** The toasts of the Contact tab (docs/product.md#messages). */
export const ADMIN_CONTACT_MESSAGES = {
  fetchFailed: "Failed to fetch contact queries",
  markReadFailed: "Failed to mark contact query read",
  statusFailed: "Failed to update status",
  replyFailed: "Failed to send reply",
  replySent: "Reply sent",
  mailFailed: "The reply could not be mailed; nothing was saved. Please try again.",
} as const;
