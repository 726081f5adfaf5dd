/**
 * The orders module's public surface: other modules import only this file (lint rule house/module-boundaries).
 * requestRefund is the one way money goes back to a buyer (the checkout's duplicate-payment refund included).
 */
export { orderAdminRoutes } from "./orders-admin-routes";
export { orderRoutes } from "./orders-routes";
export { cancelUnacceptedOrders } from "./orders-service";
export { makeDuePayouts } from "./payouts-service";
