import { REPORT_HIDE_THRESHOLD, REPORT_MESSAGES, type ReportedListing, reportListingSchema } from "@contract/reports";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { conflict, forbidden } from "../../lib/errors";
import { deleteProduct, delistProduct, recordAdminAction } from "../admin";
import { getProduct, type ListingFiles } from "../catalog";
import * as repo from "./reports-repo";

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
  const row = await repo.insertReport(db, { productId, reporterId: reporter.id, ...input });
  if (!row) throw conflict(REPORT_MESSAGES.alreadyReported);
  return { message: REPORT_MESSAGES.thanks };
}

export async function reportedListings(db: Db): Promise<ReportedListing[]> {
  const rows = await repo.openReports(db);
  return rows.map((r) => ({
    productId: r.productId,
    title: r.title,
    status: r.status,
    reports: r.reports,
    hidden: r.reports >= REPORT_HIDE_THRESHOLD,
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
    const closed = await repo.decideReports(tx, productId, decision === "dismiss" ? "dismissed" : "acted");
    if (!closed) throw conflict(REPORT_MESSAGES.nothingOpen);
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
