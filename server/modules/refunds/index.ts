/**
 * The refunds module's public surface: requestRefund is the one way money starts going back to a buyer (orders'
 * cancellations and returns, payments' duplicate payments); the payments module's refund job asks the gateway
 * and reports back through refundAccepted / refundRefused.
 */
export { claimDueRefunds } from "./refunds-repo";
export { REFUND_MAX_ATTEMPTS, refundAccepted, refundRefused, requestRefund } from "./refunds-service";
