/**
 * The shipping module's public surface: the courier behind one interface (courier.ts; Shiprocket's API, which a
 * sandbox may answer outside production), chosen by configuration; Shiprocket's statuses, which the sandbox speaks too.
 */
export type { Parcel } from "./courier";
export { CourierUnreachable } from "./courier-api";
export { courierSettings, type CourierSettings } from "./courier-settings";
export { shiprocketCourier } from "./shiprocket-courier";
export { labelOf, statusIdOf } from "./shiprocket-statuses";
export { bookDueShipments, bookShipment, parcelSizeFor, requestShipment, type ShippingDeps } from "./booking";
export { cancelAtCourier, heldByCourier, lockForwardParcel, stopParcel, type LockedParcel } from "./parcel-cancel";
export type { ShipmentRequest } from "../../db/schema/shipments";
export { setParcelPhase, storeScans, type ScanEvent } from "./scan-events";
export { webhookScans as readCourierWebhook } from "./shiprocket-scans";
export { askCourierToTrack, claimParcelsToTrack } from "./tracking";
export { deliveryEstimates, type DeliveryEstimates } from "./delivery-estimates";
export { deliveryRoutes } from "./delivery-routes";
export { adminShipmentsRoutes } from "./admin-shipments-routes";
