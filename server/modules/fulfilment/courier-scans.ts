import type { Tx } from "../../db/client";
import { advanceOrderByScan, mailRateAsks } from "../orders";
import { setParcelPhase, storeScans, type ScanEvent } from "../shipping";
import { cancelReturnedToSeller } from "./cancel-order";
import type { FulfilmentDeps } from "./fulfilment-deps";
import { returnBackWithSeller } from "./returns";

/**
 * What one scan does to the order: a return pickup delivered back to the seller processes the approved return (its
 * refund); a forward parcel back with the seller (RTO delivered) cancels the order with a full refund; any other
 * scan of the forward parcel moves the order forward only (orders). Answers true when it delivered the order.
 */
async function followScan(tx: Tx, event: ScanEvent) {
  if (event.kind === "return") {
    if (event.phase === "delivered") await returnBackWithSeller(tx, event.orderId);
    return false;
  }
  if (event.phase === "rto_delivered") {
    await cancelReturnedToSeller(tx, event.orderId);
    return false;
  }
  return advanceOrderByScan(tx, event);
}

/**
 * The courier's scans of an AWB (its webhook's, or the tracking job's answer): stored once each (shipping), and the
 * new ones followed by the order in the same transaction, oldest first; the parcel's phase recorded after. A delivery
 * asks both sides to rate once committed. Answers how many scans were new; undefined for an AWB that is none of ours.
 */
export async function recordScans(
  deps: FulfilmentDeps,
  awb: string,
  scans: Parameters<typeof storeScans>[2],
  etd?: Date,
) {
  const { fresh, delivered } = await deps.db.transaction(async (tx) => {
    const stored = await storeScans(tx, awb, scans, etd);
    if (!stored) return { fresh: undefined, delivered: [] };
    const delivered: string[] = [];
    for (const event of stored.events) if (await followScan(tx, event)) delivered.push(event.orderId);
    await setParcelPhase(tx, stored, etd);
    return { fresh: stored.fresh, delivered };
  });
  for (const orderId of delivered) await mailRateAsks(deps.db, deps, orderId);
  return fresh;
}
