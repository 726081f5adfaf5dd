import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { RATING_BLIND_DAYS } from "@contract/ratings";
import type { Db, Tx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { ratingTotals, ratings } from "../../db/schema/ratings";
import { users } from "../../db/schema/users";

export type RatingRow = typeof ratings.$inferSelect;

/** The order as rating needs it, with whether its blind window has closed, on the database clock. */
export async function findRatedOrder(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      status: orders.status,
      blindOver: sql<boolean>`coalesce(${orders.deliveredAt} <= now() - make_interval(days => ${RATING_BLIND_DAYS}), false)`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** Holds the order's rating lock until the transaction ends: the two parties rating at once see each other. */
export async function lockOrderRatings(tx: Tx, orderId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ratings:order:${orderId}`}, 0))`);
}

/**
 * One rating per person per order: the unique constraint decides between concurrent posts; undefined for the losers.
 * Stored blind until RATING_BLIND_DAYS after delivery (revealPair brings that forward).
 */
export async function insertRating(
  tx: Tx,
  values: { orderId: string; raterId: string; ratedId: string; rating: number; comment: string | null },
) {
  const blindUntil = sql`(select ${orders.deliveredAt} + make_interval(days => ${RATING_BLIND_DAYS}) from ${orders} where ${orders.id} = ${values.orderId})`;
  const [row] = await tx
    .insert(ratings)
    .values({ ...values, visibleAt: blindUntil })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** When the counterpart has rated the order too, both ratings show from now. */
export async function revealPair(tx: Tx, orderId: string, raterId: string, ratedId: string) {
  const shown = sql`least(${ratings.visibleAt}, now())`;
  const [counterpart] = await tx
    .update(ratings)
    .set({ visibleAt: shown })
    .where(and(eq(ratings.orderId, orderId), eq(ratings.raterId, ratedId)))
    .returning({ id: ratings.id });
  if (counterpart)
    await tx
      .update(ratings)
      .set({ visibleAt: shown })
      .where(and(eq(ratings.orderId, orderId), eq(ratings.raterId, raterId)));
}

const STAR_COLUMNS = ["stars1", "stars2", "stars3", "stars4", "stars5"] as const;

/** Adds one star rating to the person's totals (an upsert: concurrent ones queue on the row). */
export async function countStars(tx: Tx, userId: string, rating: number) {
  const column = STAR_COLUMNS[rating - 1]!;
  await tx
    .insert(ratingTotals)
    .values({ userId, [column]: 1 })
    .onConflictDoUpdate({ target: ratingTotals.userId, set: { [column]: sql`${ratingTotals[column]} + 1` } });
}

export const ratingsOfOrder = (db: Db, orderId: string) =>
  db.select().from(ratings).where(eq(ratings.orderId, orderId));

/**
 * Stars received by one person that the public may see, count per star: the stored totals less the ratings
 * still blind (only those of the last RATING_BLIND_DAYS whose counterpart has not rated: a handful).
 */
export async function starCounts(db: Db, ratedId: string) {
  const [totals] = await db.select().from(ratingTotals).where(eq(ratingTotals.userId, ratedId));
  if (!totals) return [0, 0, 0, 0, 0];
  const counts = STAR_COLUMNS.map((c) => totals[c]);
  const blind = await db
    .select({ rating: ratings.rating, count: sql<number>`count(*)::int` })
    .from(ratings)
    .where(and(eq(ratings.ratedId, ratedId), gt(ratings.visibleAt, sql`now()`)))
    .groupBy(ratings.rating);
  for (const b of blind) counts[b.rating - 1]! -= b.count;
  return counts;
}

/** Visible reviews of one person, newest first, with the rater's full name (the service keeps the first). */
export async function reviewsOf(db: Db, ratedId: string, limit: number, offset: number) {
  return db
    .select({
      rating: ratings.rating,
      comment: ratings.comment,
      hiddenAt: ratings.hiddenAt,
      createdAt: ratings.createdAt,
      raterName: users.fullName,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.raterId))
    .where(and(eq(ratings.ratedId, ratedId), lte(ratings.visibleAt, sql`now()`)))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit)
    .offset(offset);
}

/** Hides a shown comment (conditional: of two concurrent hides one wins); undefined when it was hidden already or is gone. */
export async function hideRating(db: Db | Tx, id: string, reason: string) {
  const [row] = await db
    .update(ratings)
    .set({ hiddenAt: sql`now()`, hiddenReason: reason })
    .where(and(eq(ratings.id, id), isNull(ratings.hiddenAt)))
    .returning({ id: ratings.id });
  return row;
}

export async function restoreRating(db: Db | Tx, id: string) {
  const [row] = await db
    .update(ratings)
    .set({ hiddenAt: null, hiddenReason: null })
    .where(and(eq(ratings.id, id), isNotNull(ratings.hiddenAt)))
    .returning({ id: ratings.id });
  return row;
}

/** The newest reviews with a comment, for the admin to look over: the text in full, hidden or not. */
export async function recentReviews(db: Db, limit: number, offset: number) {
  return db
    .select({
      id: ratings.id,
      rating: ratings.rating,
      comment: ratings.comment,
      hiddenAt: ratings.hiddenAt,
      hiddenReason: ratings.hiddenReason,
      createdAt: ratings.createdAt,
      orderNumber: orders.orderNumber,
    })
    .from(ratings)
    .innerJoin(orders, eq(orders.id, ratings.orderId))
    .where(isNotNull(ratings.comment))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit)
    .offset(offset);
}

export async function ratingExists(db: Db | Tx, id: string) {
  const [row] = await db.select({ id: ratings.id }).from(ratings).where(eq(ratings.id, id));
  return Boolean(row);
}
