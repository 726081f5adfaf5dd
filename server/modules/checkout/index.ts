/**
 * The checkout module's public surface: the purchase as one workflow (initiate, confirm with the gateway, place the
 * order or refund the capture) composed from the modules that own each table: payments, orders, catalog, coupons,
 * offers, refunds and the ledger.
 */
export { checkoutRoutes } from "./checkout-routes";
export { settleStaleCheckouts } from "./stale-checkouts";
