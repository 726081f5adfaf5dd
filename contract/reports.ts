import { z } from "zod";

// Texts and limits the product page needs, apart from the schemas so zod stays out of its first load.
export {
  REPORT_HIDE_THRESHOLD,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORTER_MIN_AGE_DAYS,
  REPORTS_PER_DAY,
  type ReportState,
} from "./report-rules";
import { REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_REASONS, REPORT_STATES } from "./report-rules";

export const reportListingSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
    details: z
      .string({ error: REPORT_MESSAGES.detailsTooLong })
      .trim()
      .max(REPORT_DETAILS_MAX, { error: REPORT_MESSAGES.detailsTooLong })
      .nullish()
      .transform((v) => v || null),
  })
  .refine((r) => r.reason !== "other" || r.details, { path: ["details"], error: REPORT_MESSAGES.detailsRequired });
export type ReportListingInput = z.input<typeof reportListingSchema>;

export const reportResultSchema = z.object({ message: z.string() });

/** One reported listing in the admin's Reports tab: who reported stays out of it, the reasons and counts are in. */
export const reportedListingSchema = z.object({
  productId: z.string(),
  title: z.string(),
  status: z.string(),
  reports: z.number(),
  /** Open reports whose reporter was trusted when filing (REPORTER_MIN_AGE_DAYS): only these hide the listing. */
  countedReports: z.number(),
  state: z.enum(REPORT_STATES),
  hidden: z.boolean(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number() })),
  details: z.array(z.string()),
  firstReportedAt: z.string(),
});
export type ReportedListing = z.infer<typeof reportedListingSchema>;

const REPORT_DECISIONS = ["dismiss", "delist", "delete"] as const;
export const decideReportsSchema = z.object({
  decision: z.enum(REPORT_DECISIONS, { error: `decision must be one of ${REPORT_DECISIONS.join(", ")}` }),
  reason: z.string().trim().max(500).optional(),
});
