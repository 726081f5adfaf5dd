/**
 * The payouts module's public surface: the payouts table (owed, sent, paid), the payouts provider (RazorpayX's API, which a
 * sandbox may answer outside production), penny-drop verification of bank accounts, one payout's turn with the
 * provider, RazorpayX's webhook read, outcomes recorded (the money they move is for settlement to book), and the
 * seller's and admin's payout routes.
 */
export { applyValidation, startValidation, settleWaitingValidations } from "./bank-validation";
export type { PayoutDeps } from "./payout-deps";
export { afterRecorded as afterPayoutRecorded, recordProviderPayout, type PayoutMoney } from "./payout-outcomes";
export type { ProviderPayout } from "./payout-provider";
export { claimPayoutTurns, takeTurn as takePayoutTurn } from "./payout-sender";
export { payoutSettings, type PayoutSettings } from "./payout-settings";
export { owePayout } from "./payouts-owed";
export { adminPayoutView, recordPaidByHand } from "./payouts-admin";
export { payoutNote } from "./seller-payouts";
export { payoutAdminRoutes, payoutRoutes } from "./payouts-routes";
export { razorpayxProvider } from "./razorpayx-provider";
export { readPayoutWebhook } from "./webhook-events";
export { taxIdRoutes, tdsAdminRoutes } from "./tax-id-routes";
export type { TdsSettings } from "./tds";
