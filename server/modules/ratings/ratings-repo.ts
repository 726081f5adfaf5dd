import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { RATING_BLIND_DAYS } from "@contract/ratings";
import type { Db, Tx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { ratings } from "../../db/schema/ratings";
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

/** One rating per person per order: the unique constraint decides between concurrent posts; undefined for the losers. */
export async function insertRating(
  db: Db,
  values: { orderId: string; raterId: string; ratedId: string; rating: number; comment: string | null },
) {
  const [row] = await db.insert(ratings).values(values).onConflictDoNothing().returning();
  return row;
}

export const ratingsOfOrder = (db: Db, orderId: string) =>
  db.select().from(ratings).where(eq(ratings.orderId, orderId));

/**
 * A rating the public may see: its counterpart exists, or the order was delivered RATING_BLIND_DAYS ago. The same
 * rule as an order's two parties see each other's. Raw names: drizzle may leave columns unqualified inside sql``,
 * which this correlated subquery cannot have.
 */
const visible = sql`(
  exists (select 1 from ratings r2 where r2.order_id = ratings.order_id and r2.rater_id = ratings.rated_id)
  or orders.delivered_at <= now() - make_interval(days => ${RATING_BLIND_DAYS})
)`;

/** Stars received by one person that the public may see: count per star. */
export async function starCounts(db: Db, ratedId: string) {
  const rows = await db
    .select({ rating: ratings.rating, count: sql<number>`count(*)::int` })
    .from(ratings)
    .innerJoin(orders, eq(orders.id, ratings.orderId))
    .where(and(eq(ratings.ratedId, ratedId), visible))
    .groupBy(ratings.rating);
  return rows;
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
    .innerJoin(orders, eq(orders.id, ratings.orderId))
    .innerJoin(users, eq(users.id, ratings.raterId))
    .where(and(eq(ratings.ratedId, ratedId), visible))
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
