import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/client";
import type { ShipmentKind, ShipmentRequest } from "../../db/schema/shipments";
import type { Category } from "@contract/categories";
import { DEFAULT_PARCEL_SIZES } from "@contract/shipping";
import type { BookingAnswer, Courier } from "./courier";
import * as repo from "./shipments-repo";

/**
 * Booking a parcel with the courier: asked for inside the order's transaction (a row, once per order), made outside
 * it (the courier is another company), retried by a job until the courier holds it with an AWB. The order stays
 * confirmed meanwhile. Our order number is the courier's order id, so a repeated create answers the first, and the
 * provider reads the order's AWB before it ever asks for one again: never two AWBs.
 */

export interface ShippingDeps {
  db: Db;
  courier: Courier;
  log: FastifyBaseLogger;
  /** How soon after booking the tracking job first asks about the AWB. */
  trackEverySeconds: number;
}

/** A refusal needs someone to act (an address, a wallet): tried again hourly, or at once by the admin's retry. */
const REFUSED_RETRY_SECONDS = 3600;
const retryAfter = (attempts: number) => Math.min(60 * 2 ** Math.max(0, attempts - 1), 1800);

/** Asks for the order's shipment (in the caller's transaction); a second ask finds the first. */
export async function requestShipment(
  tx: Tx,
  values: { orderId: string; kind: ShipmentKind; request: ShipmentRequest },
) {
  return repo.insertShipment(tx, values);
}

/** The seller's pickup address registered at the courier once, under a nickname we remember. */
async function pickupNickname(deps: ShippingDeps, request: ShipmentRequest) {
  const p = request.pickup;
  const key = createHash("sha256")
    .update(JSON.stringify([request.sellerId, p.name, p.phone, p.address, p.address2, p.city, p.state, p.pincode]))
    .digest("hex");
  const known = await repo.findPickupNickname(deps.db, key);
  if (known) return { kind: "registered" as const, nickname: known };
  const nickname = `S-${request.sellerId.slice(0, 8)}-${p.pincode}-${key.slice(0, 6)}`;
  const answer = await deps.courier.registerPickup({ ...p, nickname });
  if (answer.kind === "refused") return answer;
  await repo.rememberPickup(deps.db, key, nickname);
  return { kind: "registered" as const, nickname };
}

async function ask(deps: ShippingDeps, kind: ShipmentKind, request: ShipmentRequest): Promise<BookingAnswer> {
  const common = {
    reference: request.reference,
    orderedAt: new Date(request.orderedAt),
    item: request.item,
    size: request.size,
  };
  if (kind === "return") return deps.courier.bookReturn({ ...common, from: request.from!, to: request.to });
  const pickup = await pickupNickname(deps, request);
  if (pickup.kind === "refused") return { kind: "refused", reason: `pickup address refused: ${pickup.reason}` };
  return deps.courier.book({ ...common, pickupNickname: pickup.nickname, to: request.to });
}

/**
 * One booking attempt, if it is this caller's turn (`force`: the admin's retry, even before the turn). Never throws:
 * a failure is kept on the shipment for the admin and the job tries again. Answers the shipment as it now stands.
 */
export async function bookShipment(deps: ShippingDeps, shipmentId: string, force = false) {
  const claimed = await repo.claimBooking(deps.db, shipmentId, force);
  if (!claimed) return undefined;
  try {
    const answer = await ask(deps, claimed.kind, claimed.request);
    if (answer.kind === "booked") {
      const booked = await repo.markBooked(deps.db, claimed.id, answer.booking, deps.trackEverySeconds);
      // Taken off the courier (or cancelled) while this attempt was out: the parcel it booked must not be collected.
      if (!booked) await deps.courier.cancel(answer.booking.courierOrderId).catch(() => undefined);
      return booked;
    }
    if (answer.kind === "cancelled")
      return await repo.markCancelled(deps.db, claimed.id, "the courier holds this order as cancelled");
    await repo.markAttemptFailed(deps.db, claimed.id, answer.reason, REFUSED_RETRY_SECONDS);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    deps.log.warn({ shipmentId, reason }, "booking with the courier failed; it is tried again");
    await repo.markAttemptFailed(deps.db, claimed.id, reason, retryAfter(claimed.attempts));
  }
  return undefined;
}

/** The retry job: every booking whose turn has come, one attempt each. */
export async function bookDueShipments(deps: ShippingDeps, batch = 20) {
  let booked = 0;
  for (const { id } of await repo.dueBookings(deps.db, batch)) {
    if ((await bookShipment(deps, id))?.state === "booked") booked += 1;
  }
  return booked;
}

/** The parcel size an admin set for the category, else the default. */
export async function parcelSizeFor(db: Db | Tx, category: Category) {
  const row = await repo.findParcelSize(db, category);
  return row
    ? { lengthCm: row.lengthCm, breadthCm: row.breadthCm, heightCm: row.heightCm, weightKg: row.weightKg }
    : DEFAULT_PARCEL_SIZES[category];
}
