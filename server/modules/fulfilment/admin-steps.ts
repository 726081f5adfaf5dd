import type { FastifyBaseLogger } from "fastify";
import { adminOrderView, checkAdminStep, mailRateAsks, stepByAdmin, type AdminStep } from "../orders";
import { bookShipment } from "../shipping";
import { cancelByAdmin } from "./cancel-order";
import type { FulfilmentDeps } from "./fulfilment-deps";
import { askForShipment } from "./parcel-requests";

/**
 * The admin's status change: one step forward along the tracker (orders), or cancelled from any active state (full
 * refund; a parcel on the courier only once the courier has cancelled it). An admin's confirm stands for the seller's
 * accept, so the parcel is booked the same way; an admin's delivery asks both sides to rate, as the courier's does.
 */
async function setStatusByAdmin(deps: FulfilmentDeps, adminId: string, id: string, input: AdminStep) {
  checkAdminStep(input);
  if (input.status === "cancelled") {
    await cancelByAdmin(deps, adminId, id);
    return adminOrderView(deps.db, id);
  }
  const shipmentId = await deps.db.transaction(async (tx) =>
    (await stepByAdmin(tx, adminId, id, input)) ? askForShipment(tx, id) : undefined,
  );
  if (shipmentId) await bookShipment(deps, shipmentId);
  return adminOrderView(deps.db, id);
}

/** The admin's step as the route answers it, the rating mails sent once a delivery is committed. */
export async function stepAndTell(
  deps: FulfilmentDeps,
  log: FastifyBaseLogger,
  adminId: string,
  id: string,
  input: AdminStep,
) {
  const order = await setStatusByAdmin(deps, adminId, id, input);
  if (input.status === "delivered") await mailRateAsks(deps.db, { ...deps, log }, id);
  return order;
}
