import { and, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import type { AccountBlocker } from "@contract/privacy";
import type { Db } from "../../db/client";
import { listingReservations } from "../../db/schema/listing-reservations";
import { orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { payouts } from "../../db/schema/payouts";
import { products } from "../../db/schema/products";
import { refunds } from "../../db/schema/refunds";
import { returnRequests } from "../../db/schema/returns";

const ACTIVE = ["placed", "confirmed", "picked_up", "out_for_delivery"] as const;
const theirs = (userId: string) => or(eq(orders.buyerId, userId), eq(orders.sellerId, userId));

async function openOrders(db: Db, userId: string): Promise<AccountBlocker[]> {
  const rows = await db
    .select({ n: orders.orderNumber, buyer: orders.buyerId })
    .from(orders)
    .where(and(theirs(userId), inArray(orders.status, ACTIVE)));
  return rows.map((o) => ({
    kind: "open_order",
    message: `Order #${o.n} is still open (${o.buyer === userId ? "you are buying" : "you are selling"}): it must be delivered or cancelled first.`,
  }));
}

async function openReturns(db: Db, userId: string): Promise<AccountBlocker[]> {
  const rows = await db
    .select({ n: orders.orderNumber })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(and(theirs(userId), inArray(returnRequests.status, ["requested", "approved"])));
  return rows.map((o) => ({ kind: "open_return", message: `The return of order #${o.n} is not finished yet.` }));
}

/** A seller's money not yet in their bank: a payout due or being sent, or a delivered sale still in its return window. */
async function moneyOwed(db: Db, userId: string): Promise<AccountBlocker[]> {
  const due = await db
    .select({ n: orders.orderNumber })
    .from(payouts)
    .innerJoin(orders, eq(orders.id, payouts.orderId))
    .where(and(eq(payouts.sellerId, userId), ne(payouts.status, "paid")));
  const held = await db
    .select({ n: orders.orderNumber })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, userId),
        eq(orders.status, "delivered"),
        sql`NOT EXISTS (SELECT 1 FROM ${payouts} WHERE ${payouts.orderId} = ${orders.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${returnRequests} WHERE ${returnRequests.orderId} = ${orders.id} AND ${returnRequests.status} <> 'rejected')`,
      ),
    );
  return [
    ...due.map((o) => ({
      kind: "payout_due",
      message: `Your payout for order #${o.n} has not reached your bank yet.`,
    })),
    ...held.map((o) => ({
      kind: "money_held",
      message: `The money for order #${o.n} is held until its return window ends and it is paid to you.`,
    })),
  ];
}

/** A payment of theirs still being confirmed or refunded, or a buyer paying for one of their listings right now. */
async function paymentsInFlight(db: Db, userId: string): Promise<AccountBlocker[]> {
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.buyerId, userId), eq(payments.status, "pending")));
  const [refunding] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(payments.buyerId, userId), ne(refunds.status, "processed")));
  const paying = await db
    .select({ title: products.title })
    .from(listingReservations)
    .innerJoin(products, eq(products.id, listingReservations.productId))
    .where(and(eq(products.sellerId, userId), gt(listingReservations.expiresAt, sql`now()`)));
  return [
    ...(pending!.n > 0 ? [{ kind: "payment_pending", message: "A payment of yours is still being confirmed." }] : []),
    ...(refunding!.n > 0 ? [{ kind: "refund_pending", message: "A refund to you has not been completed yet." }] : []),
    ...paying.map((p) => ({ kind: "buyer_paying", message: `A buyer is paying for "${p.title}" right now.` })),
  ];
}

/** Everything that must finish before the account can be erased (the 409's list); empty when nothing is in flight. */
export async function findBlockers(db: Db, userId: string): Promise<AccountBlocker[]> {
  return [
    ...(await openOrders(db, userId)),
    ...(await openReturns(db, userId)),
    ...(await moneyOwed(db, userId)),
    ...(await paymentsInFlight(db, userId)),
  ];
}
