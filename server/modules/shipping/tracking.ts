import type { ShippingDeps } from "./booking";
import type { ScanHandler } from "./scan-events";
import { recordScans } from "./scan-events";
import * as repo from "./shipments-repo";

/**
 * The tracking job: every moving AWB asked about by tracking, so a webhook Shiprocket never sent (it does not
 * retry) is caught within minutes. A courier that cannot be asked now is asked again next turn.
 */
export async function trackActiveShipments(deps: ShippingDeps, onScan: ScanHandler, batch = 50) {
  let changed = 0;
  for (const { awb } of await repo.claimForTracking(deps.db, deps.trackEverySeconds, batch)) {
    try {
      const tracked = await deps.courier.track(awb!);
      if ((await recordScans(deps.db, onScan, awb!, tracked.scans, tracked.etd)) ?? 0) changed += 1;
    } catch (err) {
      deps.log.warn({ awb, err: err instanceof Error ? err.message : String(err) }, "tracking an AWB failed");
    }
  }
  return changed;
}
