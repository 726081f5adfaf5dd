import type { Tx } from "../../db/client";
import type { ShipmentKind, ShipmentPhase } from "../../db/schema/shipments";
import type { Scan } from "./courier";
import * as repo from "./shipments-repo";
import { COLLECTED_STATUSES, meaningOf } from "./shiprocket-statuses";

/**
 * A scan's consequence for the order. Shipping only reads the courier's scans; the fulfilment workflow stores them
 * here and then moves the order, in the same transaction. Oldest first, once per scan new to us.
 */
export interface ScanEvent {
  orderId: string;
  kind: ShipmentKind;
  phase: ShipmentPhase;
  /** The scan's time as we believe it (the courier's when plausible, else when we heard of it). */
  at: Date;
  /** On a forward delivery: whether a pickup or in-transit scan came before it (without one, a person looks). */
  collected?: boolean;
}

/**
 * How far along a parcel is: a shipment's phase only moves to an equal or later rank (an out-of-order or replayed
 * scan never moves it back). A failed attempt and the next attempt share a rank: they alternate.
 */
const RANK: Record<ShipmentPhase, number> = {
  booked: 0,
  picked_up: 1,
  in_transit: 2,
  out_for_delivery: 3,
  undelivered: 3,
  delivered: 4,
  rto: 5,
  rto_delivered: 6,
  cancelled: 7,
  lost: 7,
};

/** The scans of an AWB as stored: what they mean for the order, and the phase the parcel reaches. */
export interface StoredScans {
  shipmentId: string;
  /** How many scans were new to us. */
  fresh: number;
  /** The events the order must follow, oldest first (none for a parcel an admin took off the courier). */
  events: ScanEvent[];
  /** The phase to record once the order has followed (setParcelPhase), or undefined when nothing changes. */
  phase?: ShipmentPhase;
}

/**
 * Locks the AWB's shipment and stores its scans (the webhook's or the tracking job's), each once; answers what the new
 * ones mean. Undefined for an AWB that is none of ours.
 */
export async function storeScans(tx: Tx, awb: string, scans: Scan[], etd?: Date): Promise<StoredScans | undefined> {
  const stored = await repo.lockShipmentAndStoreScans(tx, awb, scans);
  if (!stored) return undefined;
  const { shipment } = stored;
  const fresh = stored.fresh.sort((a, b) => a.at.getTime() - b.at.getTime());
  let phase = shipment.phase ?? "booked";
  const events: ScanEvent[] = [];
  for (const scan of fresh) {
    const meaning = meaningOf(scan.srStatus);
    if (!meaning || RANK[meaning] < RANK[phase]) continue;
    phase = meaning;
    if (shipment.state === "by_hand") continue; // kept, but the admin moves this order now
    const collected =
      meaning === "delivered" && shipment.kind === "forward"
        ? await repo.pickedUpBy(tx, shipment.id, COLLECTED_STATUSES, scan.at)
        : undefined;
    events.push({
      orderId: shipment.orderId,
      kind: shipment.kind,
      phase: meaning,
      at: scan.at,
      ...(collected === undefined ? {} : { collected }),
    });
  }
  return {
    shipmentId: shipment.id,
    fresh: fresh.length,
    events,
    ...(phase !== shipment.phase || etd ? { phase } : {}),
  };
}

/** Records the phase the stored scans reached (and the courier's delivery estimate), after the order followed. */
export async function setParcelPhase(tx: Tx, stored: StoredScans, etd?: Date) {
  if (stored.phase) await repo.setPhase(tx, stored.shipmentId, stored.phase, etd);
}
