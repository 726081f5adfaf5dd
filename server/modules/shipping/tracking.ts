import type { ShippingDeps } from "./booking";
import * as repo from "./shipments-repo";

/**
 * The tracking job's turn: the moving AWBs whose turn has come, claimed so several instances share them. Asking the
 * courier about each and acting on its answer is the fulfilment workflow's (trackParcels).
 */
export async function claimParcelsToTrack(deps: ShippingDeps, batch: number) {
  return (await repo.claimForTracking(deps.db, deps.trackEverySeconds, batch)).map((row) => row.awb!);
}

/** The courier's scans of one AWB, asked with no transaction open. */
export const askCourierToTrack = (deps: ShippingDeps, awb: string) => deps.courier.track(awb);
