import { sendPayouts as sendDuePayouts, type PayoutDeps } from "../payouts";
import { reconcileRecentDays as reconcileDays, type ReconciliationDeps } from "../reconciliation";

/** The payouts job: due payouts sent to the sellers' banks and followed until paid or sent back (payouts). */
export const sendPayouts = (deps: PayoutDeps) => sendDuePayouts(deps);

/** The daily job proving the books against the gateways' and RazorpayX's own lists (reconciliation). */
export const reconcileRecentDays = (deps: ReconciliationDeps, now?: Date) => reconcileDays(deps, now);
