/**
 * The payouts module's public surface: the payouts table (owed, sent, paid), the payouts provider (RazorpayX's API, which a
 * sandbox may answer outside production), penny-drop verification of bank accounts, the job that
 * sends and follows payouts, RazorpayX's webhook, and the seller's and admin's payout routes.
 */
export { startValidation, settleWaitingValidations } from "./bank-validation";
export type { PayoutDeps } from "./payout-deps";
export { sendPayouts } from "./payout-sender";
export { payoutSettings, type PayoutSettings } from "./payout-settings";
export { owePayout } from "./payouts-owed";
export { payoutNote } from "./seller-payouts";
export { payoutAdminRoutes, payoutRoutes, payoutWebhookRoutes } from "./payouts-routes";
export { razorpayxProvider } from "./razorpayx-provider";
