/**
 * The settlement module's public surface: the money after delivery, told as one workflow composed from the modules
 * that own each table: the return window over and the payout falling due (orders, payouts, ledger), its hold for an
 * admin's look, sending and following it, RazorpayX's webhook and the admin's mark paid (each outcome recorded by
 * payouts and booked by ledger in one transaction), and the books proved against the gateways (reconciliation, ledger).
 */
export { settlementAdminRoutes } from "./settlement-routes";
export { payoutPaidRoutes, payoutWebhookRoutes } from "./payout-routes";
export { DEFAULT_TAX, makeDuePayouts, type TaxSettings } from "./payouts-due";
export { reconcileRecentDays, sendPayouts } from "./settlement-jobs";
