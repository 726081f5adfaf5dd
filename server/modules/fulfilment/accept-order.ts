import type { users } from "../../db/schema/users";
import { confirmBySeller, orderView } from "../orders";
import { bookShipment, type ShippingDeps } from "../shipping";
import { askForShipment } from "./parcel-requests";

type User = typeof users.$inferSelect;

/**
 * Seller's Accept Order: the order confirmed (orders) and its parcel's booking asked for in the same transaction, the
 * booking made once it has committed (the courier is called with no transaction open); a booking that fails stays
 * asked for, and the retry job books it, the order staying confirmed.
 */
export async function acceptOrder(deps: ShippingDeps, seller: User, id: string) {
  const shipmentId = await deps.db.transaction(async (tx) => {
    await confirmBySeller(tx, seller, id);
    return askForShipment(tx, id);
  });
  await bookShipment(deps, shipmentId);
  return orderView(deps.db, id, "seller");
}
