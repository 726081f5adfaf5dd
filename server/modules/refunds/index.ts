/**
 * The refunds module's public surface: requestRefund is the one way money starts going back to a buyer (orders'
 * cancellations and returns, the checkout's captures that could not become an order); the refund job asks the
 * gateway and books what it did.
 */
export { requestPendingRefunds } from "./refund-job";
export { REFUND_MAX_ATTEMPTS, refundOfPayment, requestRefund } from "./refunds-service";
