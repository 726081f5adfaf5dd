import type { Db, Tx } from "../../db/client";
import type { ShipmentKind, ShipmentPhase } from "../../db/schema/shipments";
import type { Scan } from "./courier";
import * as repo from "./shipments-repo";
import { COLLECTED_STATUSES, meaningOf } from "./shiprocket-statuses";

/**
 * A scan's consequence for the order, told to whoever moves orders (the orders module, wired by app.ts: shipping
 * does not import orders). Called inside the transaction that stores the scan, once per scan new to us, oldest first.
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
/** What a handler may leave to do once the scan is committed (a mail), never inside the transaction. */
export type AfterScan = () => Promise<void>;
export type ScanHandler = (tx: Tx, event: ScanEvent) => Promise<void | AfterScan>;

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

/**
 * Stores the scans of an AWB (the webhook's or the tracking job's), each once, and acts on the new ones. Answers how
 * many were new; undefined for an AWB that is none of ours.
 */
export async function recordScans(
  db: Db,
  onScan: ScanHandler,
  awb: string,
  scans: Scan[],
  etd?: Date,
): Promise<number | undefined> {
  const afterCommit: AfterScan[] = [];
  const fresh = await db.transaction(async (tx) => {
    const stored = await repo.lockShipmentAndStoreScans(tx, awb, scans);
    if (!stored) return undefined;
    const { shipment } = stored;
    const fresh = stored.fresh.sort((a, b) => a.at.getTime() - b.at.getTime());
    let phase = shipment.phase ?? "booked";
    for (const scan of fresh) {
      const meaning = meaningOf(scan.srStatus);
      if (!meaning || RANK[meaning] < RANK[phase]) continue;
      phase = meaning;
      if (shipment.state === "by_hand") continue; // kept, but the admin moves this order now
      const collected =
        meaning === "delivered" && shipment.kind === "forward"
          ? await repo.pickedUpBy(tx, shipment.id, COLLECTED_STATUSES, scan.at)
          : undefined;
      const after = await onScan(tx, {
        orderId: shipment.orderId,
        kind: shipment.kind,
        phase: meaning,
        at: scan.at,
        ...(collected === undefined ? {} : { collected }),
      });
      if (after) afterCommit.push(after);
    }
    if (phase !== shipment.phase || etd) await repo.setPhase(tx, shipment.id, phase, etd);
    return fresh.length;
  });
  for (const after of afterCommit) await after();
  return fresh;
}
