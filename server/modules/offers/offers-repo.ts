import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { offers, type OfferStatus } from "../../db/schema/offers";
import { orders } from "../../db/schema/orders";
import { products } from "../../db/schema/products";
import { users } from "../../db/schema/users";

export type OfferRow = typeof offers.$inferSelect;
type Tx = Pick<Db, "select" | "update" | "insert" | "execute">;

/** An accepted offer is "paid" once an order points at it (the checkout module writes orders.offer_id). */
const isPaid = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.offerId} = ${offers.id})`;

/** Past its time and still waiting: what the expiry job ends and what every read already shows as expired. */
const isOverdue = sql`(${offers.expiresAt} <= now() AND (${offers.status} IN ('pending', 'countered') OR (${offers.status} = 'accepted' AND NOT ${isPaid})))`;

/** The status as of now: an overdue offer reads as expired before the job has got to it. */
const statusNow = sql<OfferStatus>`CASE WHEN ${isOverdue} THEN 'expired' ELSE ${offers.status} END`;

/** Not overdue: a transition may act on the offer only while it is still in time. */
const inTime = sql`${offers.expiresAt} > now()`;

const buyer = alias(users, "buyer");
const seller = alias(users, "seller");

/** The order that paid for the offer, if any (at most one: checkout refuses an offer already paid). */
const paidOrder = (column: typeof orders.id | typeof orders.orderNumber) =>
  sql`(SELECT ${column} FROM ${orders} WHERE ${orders.offerId} = ${offers.id} ORDER BY ${orders.createdAt} DESC LIMIT 1)`;

const viewColumns = {
  ...getTableColumns(offers),
  status: statusNow,
  orderId: paidOrder(orders.id).mapWith((v: unknown) => (v === null ? null : String(v))),
  orderNumber: paidOrder(orders.orderNumber).mapWith((v: unknown) => (v === null ? null : Number(v))),
  product: { id: products.id, title: products.title, price: products.price, images: products.images },
  buyerUsername: buyer.username,
  sellerUsername: seller.username,
};

function listWhere(db: Db, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(viewColumns)
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(buyer, eq(buyer.id, offers.buyerId))
    .innerJoin(seller, eq(seller.id, offers.sellerId))
    .where(where)
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit)
    .offset(offset);
}
export type OfferListRow = Awaited<ReturnType<typeof listWhere>>[number];

export const listByBuyer = (db: Db, buyerId: string, limit: number, offset: number) =>
  listWhere(db, eq(offers.buyerId, buyerId), limit, offset);
export const listBySeller = (db: Db, sellerId: string, limit: number, offset: number) =>
  listWhere(db, eq(offers.sellerId, sellerId), limit, offset);
export const listByProduct = (db: Db, productId: string, limit: number, offset: number) =>
  listWhere(db, eq(offers.productId, productId), limit, offset);

export async function findOfferView(db: Db, id: string) {
  const [row] = await listWhere(db, eq(offers.id, id), 1, 0);
  return row;
}

export async function findOffer(db: Db, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(offers), status: statusNow })
    .from(offers)
    .where(eq(offers.id, id));
  return row;
}

/**
 * The listing, locked FOR SHARE for the rest of the transaction: a listing leaving the market (an UPDATE of
 * its row) waits for offers being made or accepted on it, and they wait for it, so neither slips past the other.
 */
const listingColumns = {
  id: products.id,
  sellerId: products.sellerId,
  title: products.title,
  price: products.price,
  status: products.status,
  isAvailable: products.isAvailable,
  heldByReports: products.heldByReports,
};

export async function lockListing(tx: Tx, productId: string) {
  const [row] = await tx.select(listingColumns).from(products).where(eq(products.id, productId)).for("share");
  return row;
}

export async function findListing(db: Pick<Db, "select">, productId: string) {
  const [row] = await db.select(listingColumns).from(products).where(eq(products.id, productId));
  return row;
}

export async function findOpenOffer(tx: Tx, productId: string, buyerId: string) {
  const [row] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.productId, productId),
        eq(offers.buyerId, buyerId),
        inArray(offers.status, ["pending", "countered"]),
        inTime,
      ),
    );
  return row;
}

export async function insertOffer(
  tx: Tx,
  values: { productId: string; buyerId: string; sellerId: string; amount: number; message: string | undefined },
) {
  const [row] = await tx.insert(offers).values(values).returning();
  return row!;
}

/**
 * A guarded transition: changes the offer only if it is still in `from`, still in time, and `actor` is the
 * party allowed to make it. Undefined when someone else acted first (or it expired, or it is not theirs).
 */
export async function transitionOffer(
  tx: Tx,
  id: string,
  actor: { column: "buyerId" | "sellerId"; userId: string },
  from: OfferStatus | readonly OfferStatus[],
  set: { status: OfferStatus; counterAmount?: number; restartClock?: boolean },
  extra?: SQL,
) {
  const fromAny = Array.isArray(from) ? from : [from];
  const [row] = await tx
    .update(offers)
    .set({
      status: set.status,
      ...(set.counterAmount !== undefined ? { counterAmount: set.counterAmount } : {}),
      ...(set.restartClock ? { expiresAt: sql`now() + interval '48 hours'` } : {}),
      // The seller's first answer is what a profile's response figures measure; the buyer's moves change nothing.
      ...(actor.column === "sellerId" ? { respondedAt: sql`coalesce(${offers.respondedAt}, now())` } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(offers.id, id), eq(offers[actor.column], actor.userId), inArray(offers.status, fromAny), inTime, extra),
    )
    .returning();
  return row;
}

/** A counter must still be above the offer; checked in the same statement that makes it. */
export const counterAboveOffer = (counterAmount: number) => sql`${offers.amount} < ${counterAmount}`;

/**
 * Ends the offers still waiting on a listing that sold or left the market: open ones, and accepted ones
 * nobody paid for. Overdue ones are ended too (the buyer learns why either way).
 */
export function endOffersOnListing(tx: Tx, productId: string) {
  return (
    tx
      .update(offers)
      // The listing leaving the market answers an offer still waiting (an accepted one keeps its first answer).
      .set({ status: "rejected", respondedAt: sql`coalesce(${offers.respondedAt}, now())`, updatedAt: sql`now()` })
      .where(
        and(
          eq(offers.productId, productId),
          sql`(${offers.status} IN ('pending', 'countered') OR (${offers.status} = 'accepted' AND NOT ${isPaid}))`,
        ),
      )
      .returning()
  );
}

/**
 * Marks overdue offers expired, a batch at a time; SKIP LOCKED lets a transition that holds an offer finish
 * first (it will find it overdue and refuse, or it got there in time). `scope` narrows it (one buyer's offer).
 */
export async function expireOverdue(tx: Tx, batch: number, scope?: SQL) {
  const result = await tx.execute<{ id: string }>(sql`
    UPDATE ${offers} SET status = 'expired', updated_at = now()
    WHERE ${offers.id} IN (
      SELECT ${offers.id} FROM ${offers} WHERE ${isOverdue} ${scope ? sql`AND ${scope}` : sql``}
      ORDER BY ${offers.expiresAt} LIMIT ${batch} FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = result.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return tx
    .select({
      id: offers.id,
      buyerId: offers.buyerId,
      sellerId: offers.sellerId,
      status: offers.status,
      title: products.title,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(inArray(offers.id, ids));
}

export const scopeTo = (productId: string, buyerId: string) =>
  and(eq(offers.productId, productId), eq(offers.buyerId, buyerId))!;

/**
 * The buyer's offer on a listing that the product page speaks of: the open one (pending or countered, in time), or
 * else an accepted one still to be paid. Undefined when there is neither.
 */
export async function findBuyersLiveOffer(db: Db, productId: string, buyerId: string) {
  const [row] = await listWhere(
    db,
    and(
      eq(offers.productId, productId),
      eq(offers.buyerId, buyerId),
      inTime,
      sql`(${offers.status} IN ('pending', 'countered') OR (${offers.status} = 'accepted' AND NOT ${isPaid}))`,
    ),
    1,
    0,
  );
  return row;
}

export async function findUserContact(db: Pick<Db, "select">, id: string) {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/**
 * This buyer's accepted, unpaid, in-time offer on a listing: the price checkout charges instead of the listing's
 * (the counter amount when the buyer accepted a counter).
 */
export async function findPayableOffer(db: Db, productId: string, buyerId: string) {
  const [row] = await db
    .select({ id: offers.id, amount: offers.amount, counterAmount: offers.counterAmount })
    .from(offers)
    .where(
      and(
        eq(offers.productId, productId),
        eq(offers.buyerId, buyerId),
        eq(offers.status, "accepted"),
        inTime,
        sql`NOT ${isPaid}`,
      ),
    )
    .orderBy(desc(offers.updatedAt))
    .limit(1);
  return row && { id: row.id, price: Number(row.counterAmount ?? row.amount) };
}
