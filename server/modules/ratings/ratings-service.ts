import { ORDER_MESSAGES } from "@contract/orders";
import { RATING_MESSAGES, type OrderRating, type RatingView, rateOrderSchema } from "@contract/ratings";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { conflict, notFound } from "../../lib/errors";
import { maskContactDetails } from "../../lib/contact-masking";
import * as repo from "./ratings-repo";

type User = typeof users.$inferSelect;

const toView = (r: repo.RatingRow): RatingView => ({
  rating: r.rating,
  comment: r.hiddenAt ? null : r.comment,
  createdAt: r.createdAt.toISOString(),
});

/** Only the order's two parties rate or read its ratings; anyone else (admins too) gets the 404 of a missing order. */
async function partyOrder(db: Db, viewer: User, orderId: string) {
  const order = await repo.findRatedOrder(db, orderId);
  if (!order || (order.buyerId !== viewer.id && order.sellerId !== viewer.id)) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

/** The buyer rates the seller, the seller the buyer, once each, after delivery (a returned order too). */
export async function rateOrder(
  db: Db,
  rater: User,
  orderId: string,
  input: z.output<typeof rateOrderSchema>,
): Promise<OrderRating> {
  const order = await partyOrder(db, rater, orderId);
  if (order.status === "cancelled") throw conflict(RATING_MESSAGES.cancelled);
  if (order.status !== "delivered") throw conflict(RATING_MESSAGES.notDelivered);
  const ratedId = order.buyerId === rater.id ? order.sellerId : order.buyerId;
  const comment = input.comment === null ? null : maskContactDetails(input.comment).text;
  // One transaction under the order's lock: the rating, its reveal when both have rated, and the star totals.
  const row = await db.transaction(async (tx) => {
    await repo.lockOrderRatings(tx, orderId);
    const inserted = await repo.insertRating(tx, {
      orderId,
      raterId: rater.id,
      ratedId,
      rating: input.rating,
      comment,
    });
    if (!inserted) return undefined;
    await repo.revealPair(tx, orderId, rater.id, ratedId);
    await repo.countStars(tx, ratedId, input.rating);
    return inserted;
  });
  if (!row) throw conflict(RATING_MESSAGES.alreadyRated);
  return orderRating(db, rater, orderId);
}

/** Double-blind: the other side's rating shows once both have rated or the blind window after delivery has closed. */
export async function orderRating(db: Db, viewer: User, orderId: string): Promise<OrderRating> {
  const order = await partyOrder(db, viewer, orderId);
  const rows = await repo.ratingsOfOrder(db, orderId);
  const mine = rows.find((r) => r.raterId === viewer.id);
  const theirs = rows.find((r) => r.raterId !== viewer.id);
  const theirsVisible = theirs && (mine || order.blindOver);
  return {
    mine: mine ? toView(mine) : null,
    theirs: theirsVisible ? toView(theirs) : null,
    canRate: !mine && order.status === "delivered",
  };
}
