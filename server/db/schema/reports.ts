import { sql } from "drizzle-orm";
import { REPORT_REASONS } from "../../../contract/reports";
import { boolean, check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf } from "./columns";
import { products } from "./products";
import { users } from "./users";

export type ReportReason = (typeof REPORT_REASONS)[number];
const REPORT_DECISIONS = ["dismissed", "acted"] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** One person's report of a listing. Open until an admin decides about the listing (decidedAt set on all of its reports). */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().$type<ReportReason>().notNull(),
    details: text(),
    /**
     * Whether the report counts toward hiding the listing, decided when it is filed: the reporter had a verified
     * contact and an account REPORTER_MIN_AGE_DAYS old, or had traded (decision 0037). Reports that do not count still
     * bring the listing to an admin's review.
     */
    countsTowardHiding: boolean().notNull().default(false),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
    decision: text().$type<ReportDecision>(),
  },
  (t) => [
    /** Once per person per listing: concurrent posts by one person leave one row. */
    unique("reports_product_id_reporter_id_unique").on(t.productId, t.reporterId),
    /** Browse and search skip listings with three open reports; the admin's tab lists open ones. */
    index("reports_open_product_id_idx")
      .on(t.productId)
      .where(sql`${t.decidedAt} IS NULL`),
    /** The per-person cap counts one reporter's reports of the last 24 hours. */
    index("reports_reporter_id_created_at_idx").on(t.reporterId, t.createdAt),
    check("reports_reason_check", isOneOf(t.reason, REPORT_REASONS)),
    check("reports_decision_check", sql`${t.decision} IS NULL OR ${isOneOf(t.decision, REPORT_DECISIONS)}`),
    check("reports_other_has_details_check", sql`${t.reason} <> 'other' OR ${t.details} IS NOT NULL`),
  ],
);
