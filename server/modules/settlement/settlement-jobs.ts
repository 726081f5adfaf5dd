import { reconcileRecentDays as reconcileDays, type ReconciliationDeps } from "../reconciliation";

export { sendPayouts } from "./payout-sending";

/** The daily job proving the books against the gateways' and RazorpayX's own lists (reconciliation). */
export const reconcileRecentDays = (deps: ReconciliationDeps, now?: Date) => reconcileDays(deps, now);
