import { ORDER_MESSAGES } from "@contract/orders";
import type { Tx } from "../../db/client";
import type { users } from "../../db/schema/users";
import { notFound } from "../../lib/errors";
import { lockListing } from "../catalog";
import * as repo from "./orders-repo";
import { isAdmin } from "../users";

type User = typeof users.$inferSelect;

/** Buyer, seller and admins know of an order; anyone else gets the 404 a missing one gets. No viewer: a job. */
const mayKnow = (order: { buyerId: string; sellerId: string }, viewer: User | undefined) =>
  !viewer || isAdmin(viewer) || order.buyerId === viewer.id || order.sellerId === viewer.id;

/**
 * The order as read before any lock is taken (its listing's id, to lock things in order), if this viewer may know it;
 * the 404 a missing one gets otherwise.
 */
export async function knownOrder(tx: Tx, id: string, viewer: User | undefined) {
  const known = await repo.findOrder(tx, id);
  if (!known || !mayKnow(known, viewer)) throw notFound(ORDER_MESSAGES.notFound);
  return known;
}

/** Locks the order, then hands it to `change`. */
export async function withLockedOrder<T>(
  tx: Tx,
  id: string,
  viewer: User | undefined,
  change: (order: repo.LockedOrder) => Promise<T>,
) {
  const order = await repo.lockOrder(tx, id);
  if (!order || !mayKnow(order, viewer)) throw notFound(ORDER_MESSAGES.notFound);
  return change(order);
}

/**
 * A change that also puts the listing back on the market locks the listing before the order, the order in which the
 * payment callback takes them, so the two never wait on each other in a circle.
 */
export async function withListingThenOrder<T>(
  tx: Tx,
  id: string,
  viewer: User | undefined,
  change: (order: repo.LockedOrder) => Promise<T>,
) {
  const known = await knownOrder(tx, id, viewer);
  await lockListing(tx, known.productId);
  return withLockedOrder(tx, id, viewer, change);
}
