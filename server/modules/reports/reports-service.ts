import { notificationLinks } from "@contract/notifications";
import {
  REPORTER_MIN_AGE_DAYS,
  REPORTS_PER_DAY,
  REPORT_HIDE_THRESHOLD,
  REPORT_MESSAGES,
  type ReportState,
  type ReportedListing,
  reportListingSchema,
} from "@contract/reports";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client";
import type { users } from "../../db/schema/users";
import { conflict, forbidden, notFound, tooManyRequests } from "../../lib/errors";
import { recordAdminAction } from "../admin";
import { deleteProduct, delistProduct, getProduct, type ListingFiles, lockListing, setHeldByReports } from "../catalog";
import { createNotification } from "../notifications";
import * as repo from "./reports-repo";
import { adminContacts } from "../users";

const DAY_MS = 24 * 60 * 60 * 1000;

type User = typeof users.$inferSelect;

/** A signed-in person's report of a live listing that is not their own, once per listing. */
export async function reportListing(
  db: Db,
  reporter: User,
  productId: string,
  input: z.output<typeof reportListingSchema>,
) {
  const { product } = await getProduct(db, productId, undefined);
  if (product.sellerId === reporter.id) throw forbidden(REPORT_MESSAGES.ownListing);
  return db.transaction(async (tx) => {
    await repo.lockReporter(tx, reporter.id);
    // The listing's row lock: every report of it and every admin decision on it waits here, so each sees all reports
    // filed before it and exactly one report holds the listing.
    const listing = await lockListing(tx, productId);
    if (!listing) throw notFound("Product not found"); // deleted since getProduct read it
    // A repeat is a 409 even at the cap: it would not count, and "already reported" is the truer answer.
    if (await repo.hasReported(tx, reporter.id, productId)) throw conflict(REPORT_MESSAGES.alreadyReported);
    const lastDay = await repo.reportsInLastDay(tx, reporter.id);
    if (lastDay.n >= REPORTS_PER_DAY) {
      const waitMs = (lastDay.oldest?.getTime() ?? Date.now()) + DAY_MS - Date.now();
      throw tooManyRequests(REPORT_MESSAGES.tooMany(Math.min(24, Math.max(1, Math.ceil(waitMs / 3_600_000)))));
    }
    const countsTowardHiding = await repo.reportWouldCount(tx, reporter.id);
    const row = await repo.insertReport(tx, { productId, reporterId: reporter.id, ...input, countsTowardHiding });
    if (!row) throw conflict(REPORT_MESSAGES.alreadyReported);
    if (!listing.heldByReports) {
      // Under the row lock the counts grow one report at a time, so each threshold is crossed by exactly one report.
      const { open, counted } = await repo.openReportCounts(tx, productId);
      if (counted >= REPORT_HIDE_THRESHOLD) {
        await setHeldByReports(tx, productId, true);
        await tellAdmins(tx, ADMIN_NOTICES.hidden(product.title));
      } else if (open === REPORT_HIDE_THRESHOLD) await tellAdmins(tx, ADMIN_NOTICES.review(product.title));
    }
    return { message: REPORT_MESSAGES.thanks };
  });
}

const ADMIN_NOTICES = {
  hidden: (title: string) => ({
    title: "A listing was hidden after reports",
    message: `"${title}" was reported by ${REPORT_HIDE_THRESHOLD} people and is hidden from browse, search and the seller's profile, and cannot be bought, until an admin decides.`,
  }),
  review: (title: string) => ({
    title: "A reported listing needs review",
    message: `"${title}" was reported by ${REPORT_HIDE_THRESHOLD} people, but too few of them have a verified account ${REPORTER_MIN_AGE_DAYS} days old or a delivered order to hide it. It stays visible until an admin decides.`,
  }),
};

/** The bell of every admin: the listing waits for their decision. Reporters stay unnamed. */
async function tellAdmins(tx: Tx, notice: { title: string; message: string }) {
  for (const admin of await adminContacts(tx))
    await createNotification(tx, {
      userId: admin.id,
      type: "listing_reported",
      ...notice,
      link: notificationLinks.tab("listing_reported"),
    });
}

const stateOf = (held: boolean, open: number): ReportState =>
  held ? "hidden" : open >= REPORT_HIDE_THRESHOLD ? "review" : "open";

export async function reportedListings(db: Db): Promise<ReportedListing[]> {
  const rows = await repo.openReports(db);
  return rows.map((r) => ({
    productId: r.productId,
    title: r.title,
    status: r.status,
    reports: r.reports,
    countedReports: r.counted,
    state: stateOf(r.held, r.reports),
    hidden: r.held,
    reasons: r.reasons,
    details: r.details,
    firstReportedAt: new Date(r.firstReportedAt).toISOString(),
  }));
}

/**
 * The admin's decision on a reported listing: dismiss the reports (the listing shows again), or act on it with the
 * listing's own transitions (delist, delete), which notify the seller and are audited as always. Reporters are not told.
 */
export async function decideOnReports(
  deps: { db: Db; files: ListingFiles },
  admin: User,
  productId: string,
  decision: "dismiss" | "delist" | "delete",
  reason: string | undefined,
) {
  const { db } = deps;
  const actor = { db, adminId: admin.id, files: deps.files };
  if (decision === "delete") {
    const open = (await repo.openReports(db)).find((r) => r.productId === productId);
    if (!open) throw conflict(REPORT_MESSAGES.nothingOpen);
    // The listing's reports go with it; the audit log keeps how many there were.
    await deleteProduct(actor, productId, reason);
    await recordAdminAction(db, {
      adminId: admin.id,
      action: "act_on_reports",
      entityType: "product",
      entityId: productId,
      details: { decision, reports: open.reports },
    });
    return { message: "Listing deleted; its reports are closed" };
  }
  if (decision === "delist") await delistProduct(actor, productId, reason);
  return db.transaction(async (tx) => {
    // Under the listing's row lock, as reports take it: a report filed meanwhile waits, then counts afresh.
    await lockListing(tx, productId);
    const closed = await repo.decideReports(tx, productId, decision === "dismiss" ? "dismissed" : "acted");
    if (!closed) throw conflict(REPORT_MESSAGES.nothingOpen);
    await setHeldByReports(tx, productId, false);
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: decision === "dismiss" ? "dismiss_reports" : "act_on_reports",
      entityType: "product",
      entityId: productId,
      details: { decision, reports: closed },
    });
    return { message: decision === "dismiss" ? "Reports dismissed" : "Listing delisted; its reports are closed" };
  });
}
