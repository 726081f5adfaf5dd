import { ORDER_MESSAGES } from "@contract/orders";
import type { Tx } from "../../db/client";
import type { users } from "../../db/schema/users";
import { notFound } from "../../lib/errors";
import { lockListing } from "../catalog";
import * as repo from "./orders-repo";

type User = typeof users.$inferSelect;

/** Reads the order, then hands it to `change` locked; a party who may not see it gets the same 404 as a stranger. */
export async function withLockedOrder<T>(
  tx: Tx,
  id: string,
  viewer: User | undefined,
  change: (order: repo.LockedOrder) => Promise<T>,
) {
  const order = await repo.lockOrder(tx, id);
  const mayKnow =
    order && (!viewer || viewer.role === "admin" || order.buyerId === viewer.id || order.sellerId === viewer.id);
  if (!mayKnow) throw notFound(ORDER_MESSAGES.notFound);
  return change(order);
}

/**
 * A change that also puts the listing back on the market: the listing is locked before the order, the order the
 * payment callback's order (listing, then order), so the two never wait on each other in a circle.
 */
export async function withListingThenOrder<T>(
  tx: Tx,
  id: string,
  viewer: User | undefined,
  change: (order: repo.LockedOrder) => Promise<T>,
) {
  const known = await repo.findOrder(tx, id);
  if (!known) throw notFound(ORDER_MESSAGES.notFound);
  await lockListing(tx, known.productId);
  return withLockedOrder(tx, id, viewer, change);
}
