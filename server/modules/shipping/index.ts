/**
 * The shipping module's public surface: the courier behind one interface (courier.ts; Shiprocket, or the built-in
 * sandbox courier answering its API), chosen by configuration.
 */
export type { Parcel } from "./courier";
export { CourierUnreachable } from "./courier-api";
export { COURIER_SANDBOX_SECRET, courierSettings, type CourierSettings } from "./courier-settings";
export { shiprocketCourier } from "./shiprocket-courier";
export { sandboxCourierRoutes } from "./sandbox-courier-routes";
export { advanceSandboxShipments } from "./sandbox-courier-scans";
export { bookDueShipments, bookShipment, parcelSizeFor, requestShipment, type ShippingDeps } from "./booking";
export { cancelAtCourier, heldByCourier, lockForwardParcel, stopParcel, type LockedParcel } from "./parcel-cancel";
export type { ShipmentRequest } from "../../db/schema/shipments";
export { setParcelPhase, storeScans, type ScanEvent } from "./scan-events";
export { webhookScans as readCourierWebhook } from "./shiprocket-scans";
export { askCourierToTrack, claimParcelsToTrack } from "./tracking";
export { deliveryEstimates, type DeliveryEstimates } from "./delivery-estimates";
export { deliveryRoutes } from "./delivery-routes";
export { adminShipmentsRoutes } from "./admin-shipments-routes";
