/**
 * The orders module's public surface: other modules import only this file (lint rule house/module-boundaries).
 */
export { orderAdminRoutes } from "./orders-admin-routes";
export { orderRoutes } from "./orders-routes";
export { cancelUnacceptedOrders } from "./cancel-order";
export { advanceOrderByScan, orderScanHandler } from "./order-scans";
export { remindSellersToAccept } from "./accept-reminders";
export { makeDuePayouts } from "./payouts-due";
export { findOrderOfPayment, placeOrder } from "./place-order";
