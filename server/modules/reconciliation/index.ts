/**
 * The reconciliation module's public surface: the daily job, the admin's routes, and how far the books are proved, which the
 * settlement workflow adds to the ledger summary (the last day reconciled, the mismatches still open).
 */
export { reconcileRecentDays } from "./reconciliation-job";
export { reconciledSoFar, type ReconciliationDeps } from "./reconciliation-service";
export { reconciliationRoutes } from "./reconciliation-routes";
