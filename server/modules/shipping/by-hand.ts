import { conflict, notFound } from "../../lib/errors";
import { recordAdminAction } from "../admin";
import type { ShippingDeps } from "./booking";
import * as repo from "./shipments-repo";

/** Where a parcel is past its pickup: the courier carries it, so there is nothing left to cancel there. */
const NOT_CANCELLABLE = new Set(["picked_up", "in_transit", "out_for_delivery", "undelivered", "delivered", "lost"]);

/**
 * The admin's override (docs/product.md#delivery-and-payouts): the order's parcel leaves the courier and the admin's
 * status dialog moves the order from then on. A parcel the courier still has to collect is cancelled there first, so
 * no one turns up for it; one already collected keeps going, but its scans no longer move the order. Audit-logged;
 * a repeat answers the same.
 */
export async function takeOffCourier(deps: ShippingDeps, adminId: string, shipmentId: string) {
  const found = await repo.findWithOrderNumber(deps.db, shipmentId);
  if (!found || found.shipment.kind !== "forward") throw notFound("Shipment not found");
  const shipment = found.shipment;
  if (shipment.state === "by_hand") return;
  if (shipment.state === "booked" && shipment.courierOrderId !== null && !NOT_CANCELLABLE.has(shipment.phase ?? "")) {
    // Outside any transaction: the courier is another company. A refusal leaves everything as it was.
    const answer = await deps.courier.cancel(shipment.courierOrderId).catch((err: unknown) => ({
      kind: "refused" as const,
      reason: err instanceof Error ? err.message : String(err),
    }));
    if (answer.kind !== "cancelled") {
      // Another admin's request may have cancelled it a moment ago and taken it off: that is this answer too.
      if ((await repo.findWithOrderNumber(deps.db, shipment.id))?.shipment.state === "by_hand") return;
      await repo.noteError(deps.db, shipment.id, `cancel refused: ${answer.reason}`);
      throw conflict(`The courier did not cancel this parcel (${answer.reason}). Please try again.`);
    }
  }
  await deps.db.transaction(async (tx) => {
    if (!(await repo.markByHand(tx, shipment.id))) return;
    await recordAdminAction(tx, {
      adminId,
      action: "shipment_by_hand",
      entityType: "order",
      entityId: shipment.orderId,
      details: { awb: shipment.awb, phase: shipment.phase },
    });
  });
}
