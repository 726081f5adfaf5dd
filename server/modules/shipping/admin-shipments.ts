import type { AdminShipment, SHIPMENT_VIEWS } from "@contract/shipping";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { recordAdminAction } from "../admin";
import { bookShipment, type ShippingDeps } from "./booking";
import * as repo from "./shipments-repo";

type Row = NonNullable<Awaited<ReturnType<typeof repo.findWithOrderNumber>>>;
const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

const toView = ({ shipment: s, orderNumber }: Row): AdminShipment => ({
  id: s.id,
  orderId: s.orderId,
  orderNumber,
  kind: s.kind,
  state: s.state,
  phase: s.phase,
  courierName: s.courierName,
  awb: s.awb,
  labelUrl: s.labelUrl,
  pickupScheduledFor: iso(s.pickupScheduledFor),
  attempts: s.attempts,
  lastError: s.lastError,
  updatedAt: iso(s.updatedAt)!,
});

export async function adminShipments(
  db: Db,
  query: { view: (typeof SHIPMENT_VIEWS)[number]; limit: number; offset: number },
) {
  return (await repo.listForAdmin(db, query.view, query.limit, query.offset)).map(toView);
}

/** The admin's retry of a booking still being tried: one attempt now, audit-logged. */
export async function retryBooking(deps: ShippingDeps, adminId: string, id: string) {
  const found = await repo.findWithOrderNumber(deps.db, id);
  if (!found) throw notFound("Shipment not found");
  if (found.shipment.state !== "booking") throw conflict("This shipment is not waiting for a booking");
  await recordAdminAction(deps.db, {
    adminId,
    action: "shipment_retry",
    entityType: "order",
    entityId: found.shipment.orderId,
  });
  await bookShipment(deps, id, true);
  return toView((await repo.findWithOrderNumber(deps.db, id))!);
}

export async function adminShipmentById(db: Db, id: string) {
  const found = await repo.findWithOrderNumber(db, id);
  if (!found) throw notFound("Shipment not found");
  return toView(found);
}
