/**
 * The reconciliation module's public surface: the daily job, the admin's routes, and the state the ledger summary
 * reports (the last day reconciled, the mismatches still open).
 */
export { reconcileRecentDays } from "./reconciliation-job";
export { reconciliationStatus } from "./reconciliation-repo";
export { reconciliationRoutes } from "./reconciliation-routes";
