import type { Tx } from "../../db/client";
import type { users } from "../../db/schema/users";
import { lockListing } from "../catalog";
import { knownOrder, withLockedOrder, type LockedOrder } from "../orders";
import { lockForwardParcel, type LockedParcel } from "../shipping";

type User = typeof users.$inferSelect;

/**
 * A cancellation: the order's forward parcel first (the courier's scans lock it before the order they move), then
 * the listing, then the order. Every cancellation takes them in this order.
 */
export async function withParcelListingThenOrder<T>(
  tx: Tx,
  id: string,
  viewer: User | undefined,
  change: (order: LockedOrder, parcel: LockedParcel | undefined) => Promise<T>,
) {
  const known = await knownOrder(tx, id, viewer);
  const parcel = await lockForwardParcel(tx, id);
  await lockListing(tx, known.productId);
  return withLockedOrder(tx, id, viewer, (order) => change(order, parcel));
}
