import { REVIEW_MESSAGES, type AdminReview } from "@contract/ratings";
import type { Db, Tx } from "../../db/client";
import type { users } from "../../db/schema/users";
import { conflict, notFound } from "../../lib/errors";
import { recordAdminAction } from "../admin";
import * as repo from "./ratings-repo";

type User = typeof users.$inferSelect;

export async function reviewsForAdmin(db: Db, offset: number): Promise<AdminReview[]> {
  const rows = await repo.recentReviews(db, 50, offset);
  return rows.map((r) => ({
    id: r.id,
    orderNumber: r.orderNumber,
    rating: r.rating,
    comment: r.comment,
    hidden: r.hiddenAt !== null,
    hiddenReason: r.hiddenReason,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A review that is not there is a 404; one already in the asked state a 409. */
const refusal = async (tx: Tx, id: string, message: string) =>
  (await repo.ratingExists(tx, id)) ? conflict(message) : notFound(REVIEW_MESSAGES.notFound);

/** The comment leaves the profile and the order page; the stars still count. Audited with the reason. */
export const hideReview = (db: Db, admin: User, id: string, reason: string) =>
  db.transaction(async (tx) => {
    if (!(await repo.hideRating(tx, id, reason))) throw await refusal(tx, id, REVIEW_MESSAGES.alreadyHidden);
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "hide_review",
      entityType: "rating",
      entityId: id,
      details: { reason },
    });
    return { message: "Review hidden" };
  });

export const restoreReview = (db: Db, admin: User, id: string) =>
  db.transaction(async (tx) => {
    if (!(await repo.restoreRating(tx, id))) throw await refusal(tx, id, REVIEW_MESSAGES.notHidden);
    await recordAdminAction(tx, { adminId: admin.id, action: "restore_review", entityType: "rating", entityId: id });
    return { message: "Review restored" };
  });
