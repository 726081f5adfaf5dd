import { askCourierToTrack, claimParcelsToTrack } from "../shipping";
import { recordScans } from "./courier-scans";
import type { FulfilmentDeps } from "./fulfilment-deps";

/**
 * The tracking job: every moving AWB asked about by tracking, so a webhook Shiprocket never sent (it does not
 * retry) is caught within minutes. A courier that cannot be asked now is asked again next turn.
 */
export async function trackActiveShipments(deps: FulfilmentDeps, batch = 50) {
  let changed = 0;
  for (const awb of await claimParcelsToTrack(deps, batch)) {
    try {
      const tracked = await askCourierToTrack(deps, awb);
      if ((await recordScans(deps, awb, tracked.scans, tracked.etd)) ?? 0) changed += 1;
    } catch (err) {
      deps.log.warn({ awb, err: err instanceof Error ? err.message : String(err) }, "tracking an AWB failed");
    }
  }
  return changed;
}
