/**
 * The payouts module's public surface: the payouts table (owed, sent, paid), the payouts provider (RazorpayX, or the
 * built-in sandbox at /sandbox/payouts speaking its protocol), penny-drop verification of bank accounts, the job that
 * sends and follows payouts, RazorpayX's webhook, and the seller's and admin's payout routes.
 */
export { startValidation, settleWaitingValidations } from "./bank-validation";
export type { PayoutDeps } from "./payout-deps";
export { sendPayouts } from "./payout-sender";
export { PAYOUT_SANDBOX_SECRET, payoutSettings } from "./payout-settings";
export { owePayout } from "./payouts-owed";
export { payoutNote } from "./seller-payouts";
export { payoutAdminRoutes, payoutRoutes, payoutWebhookRoutes } from "./payouts-routes";
export { razorpayxProvider } from "./razorpayx-provider";
export { settleSandboxPayouts } from "./sandbox-payouts";
export { sandboxPayoutsRoutes } from "./sandbox-payouts-routes";
