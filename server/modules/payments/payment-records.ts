import * as repo from "./payments-repo";

/**
 * The payment rows, the listing holds and the gateways' events, as the checkout (which tells the purchase), the
 * refunds, the reconciliation and RazorpayX's webhook read and change them. Other modules call these, never
 * payments-repo, so the queries behind them can change here alone; each takes the caller's transaction where the
 * caller holds a lock.
 */
export const lockReservation: typeof repo.lockReservation = (...args) => repo.lockReservation(...args);
export const insertReservation: typeof repo.insertReservation = (...args) => repo.insertReservation(...args);
export const moveReservation: typeof repo.moveReservation = (...args) => repo.moveReservation(...args);
export const releaseReservationOf: typeof repo.releaseReservationOf = (...args) => repo.releaseReservationOf(...args);
export const releaseReservationsOn: typeof repo.releaseReservationsOn = (...args) =>
  repo.releaseReservationsOn(...args);
export const couponHolds: typeof repo.couponHolds = (...args) => repo.couponHolds(...args);
export const insertPayment: typeof repo.insertPayment = (...args) => repo.insertPayment(...args);
export const findPaymentByTxnid: typeof repo.findPaymentByTxnid = (...args) => repo.findPaymentByTxnid(...args);
export const findPayment: typeof repo.findPayment = (...args) => repo.findPayment(...args);
export const lockPayment: typeof repo.lockPayment = (...args) => repo.lockPayment(...args);
export const setGatewayOrderId: typeof repo.setGatewayOrderId = (...args) => repo.setGatewayOrderId(...args);
export const failPayment: typeof repo.failPayment = (...args) => repo.failPayment(...args);
export const recordCapture: typeof repo.recordCapture = (...args) => repo.recordCapture(...args);
export const findBookedCapture: typeof repo.findBookedCapture = (...args) => repo.findBookedCapture(...args);
export const insertStrayCapture: typeof repo.insertStrayCapture = (...args) => repo.insertStrayCapture(...args);
export const markPaymentRefunded: typeof repo.markPaymentRefunded = (...args) => repo.markPaymentRefunded(...args);
export const wasEventSeen: typeof repo.wasEventSeen = (...args) => repo.wasEventSeen(...args);
export const markEventSeen: typeof repo.markEventSeen = (...args) => repo.markEventSeen(...args);
export const claimStalePending: typeof repo.claimStalePending = (...args) => repo.claimStalePending(...args);
export const findPaymentContext: typeof repo.findPaymentContext = (...args) => repo.findPaymentContext(...args);
export const findPaymentByGatewayOrderId: typeof repo.findPaymentByGatewayOrderId = (...args) =>
  repo.findPaymentByGatewayOrderId(...args);
