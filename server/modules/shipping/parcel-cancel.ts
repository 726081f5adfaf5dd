import type { Tx } from "../../db/client";
import type { ShipmentPhase } from "../../db/schema/shipments";
import type { ShippingDeps } from "./booking";
import * as repo from "./shipments-repo";

/**
 * Cancelling an order whose parcel the courier holds: the courier's word comes first. The courier is another
 * company, so it is asked with no transaction open; the order is cancelled only in a transaction that comes
 * after the courier confirmed, and a courier that refuses, or cannot be asked, leaves everything as it was.
 */

/** The order's forward parcel as a cancellation sees it, locked until the transaction ends. */
export type LockedParcel = repo.LockedParcel;

/**
 * Locks the order's forward parcel. Taken before the listing and the order (the scan webhook locks the parcel first,
 * then the order), so a cancel and a scan never wait on each other in a circle.
 */
export const lockForwardParcel = (tx: Tx, orderId: string) => repo.lockForwardParcel(tx, orderId);

/** Where the courier has nothing left to cancel: the parcel is back with the seller, lost, or cancelled already. */
const COURIER_DONE = new Set<ShipmentPhase>(["cancelled", "rto_delivered", "lost"]);

/**
 * Whether only the courier can say the order may be cancelled: it holds the parcel with an AWB, and an admin has not
 * taken it off the courier. A booking still being tried is stopped by us alone (markBooked then finds it cancelled
 * and cancels what it booked).
 */
export const heldByCourier = (parcel: LockedParcel | undefined): parcel is LockedParcel & { courierOrderId: number } =>
  parcel !== undefined &&
  parcel.state === "booked" &&
  parcel.courierOrderId !== null &&
  !COURIER_DONE.has(parcel.phase ?? "booked");

/**
 * In the cancelling transaction: a booking still being tried stops, and a parcel the courier confirmed cancelled is
 * recorded as cancelled. Anything else (none, cancelled, taken off the courier, done at the courier) stays as it is.
 */
export async function stopParcel(tx: Tx, parcel: LockedParcel | undefined) {
  if (!parcel || parcel.state === "cancelled" || parcel.state === "by_hand") return;
  if (parcel.state === "booking" || heldByCourier(parcel)) await repo.markCancelled(tx, parcel.id);
}

type CourierCancel =
  { kind: "cancelled" } | { kind: "refused"; reason: string } | { kind: "unreachable"; reason: string };

/**
 * Asks the courier to cancel the parcel (no transaction open). A refusal or a lost answer is kept on the shipment
 * for the admin's Shipments view; nothing else changes.
 */
export async function cancelAtCourier(
  deps: ShippingDeps,
  parcel: LockedParcel & { courierOrderId: number },
): Promise<CourierCancel> {
  try {
    const answer = await deps.courier.cancel(parcel.courierOrderId);
    if (answer.kind === "cancelled") return answer;
    await repo.noteError(deps.db, parcel.id, `cancel refused: ${answer.reason}`);
    return answer;
  } catch (err) {
    // A time-out, a 5xx, or a transport that failed some other way: the courier's answer is unknown.
    const reason = err instanceof Error ? err.message : String(err);
    deps.log.warn({ shipmentId: parcel.id, reason }, "the courier could not be asked to cancel");
    await repo.noteError(deps.db, parcel.id, `cancel not confirmed: ${reason}`);
    return { kind: "unreachable", reason };
  }
}
