/**
 * The fulfilment module's public surface: what happens to an order after it is placed, told as one workflow composed
 * from the modules that own each table: orders (the order and its return), shipping (the courier's parcel), refunds,
 * catalog (the listing back on sale). Accept and booking, the courier's scans, delivery, the return pickup, the parcel
 * back with the seller (RTO), and every cancellation.
 */
export { fulfilmentAdminRoutes, fulfilmentRoutes } from "./fulfilment-routes";
export { courierWebhookRoutes } from "./courier-webhook-routes";
export { cancelUnacceptedOrders } from "./cancel-order";
export { trackActiveShipments } from "./tracking";
export { timeOutReturnChecks } from "./returns";
export { bookDueShipments } from "../shipping";
export type { FulfilmentDeps } from "./fulfilment-deps";
