/**
 * The orders module's public surface: other modules import only this file (lint rule house/module-boundaries). The
 * order's reads and its own changes, each in the caller's transaction where a workflow composes it: the checkout
 * places the order; fulfilment (accept, the courier's scans, cancellations, returns) and settlement (the payout
 * falling due, its hold) move it.
 */
export { orderAdminRoutes } from "./orders-admin-routes";
export { orderRoutes } from "./orders-routes";
export { reminderStillDue, remindSellersToAccept } from "./accept-reminders";
export { orderPlacedMail } from "./order-placed-mails";
export { findOrderOfPayment, placeOrder } from "./place-order";
export { advanceOrderByScan } from "./order-scans";
export { knownOrder, withLockedOrder } from "./order-locks";
export { totalPaid } from "./order-views";
export { mailRateAsks } from "./rate-asks";
export {
  adminOrderView,
  checkAdminStep,
  confirmBySeller,
  orderView,
  stepByAdmin,
  type AdminStep,
} from "./orders-service";
export { adminReturnView, decideReturnInTx, returnsOf, type ReturnRefund } from "./returns-service";
export {
  checkReturnInTx,
  decideDisputeInTx,
  returnBackByAdmin,
  returnBackByCourier,
  returnChecksPastDeadline,
  timeOutCheckInTx,
} from "./return-checks";
export { withReturnPhotos } from "./return-photos";
export {
  cancelOrderRow,
  ordersOwingPayout,
  parcelOnCourier,
  placedOrdersPastDeadline,
  releasePayoutHold,
  shippingFacts,
  tellCancelled,
  tellPayoutDue,
  type CancelledBy,
  type LockedOrder,
  type OrderOwingPayout,
} from "./order-changes";
