import {
  bookDueShipments,
  cancelUnacceptedOrders,
  courierWebhookRoutes,
  fulfilmentRoutes,
  timeOutReturnChecks,
  trackActiveShipments,
} from "../modules/fulfilment";
import { orderRoutes, remindSellersToAccept } from "../modules/orders";
import { deliveryRoutes } from "../modules/shipping";
import { API, type Area } from "./context";

/** The order after the purchase: accept, the parcel and the courier's scans, delivery, returns (fulfilment). */
export const fulfilmentArea: Area = async (app, { deps, providers, jobs }) => {
  await app.register(orderRoutes, { ...API, storage: deps.storage });
  await app.register(fulfilmentRoutes, { ...API, deps: providers.fulfilment, storage: deps.storage });
  await app.register(deliveryRoutes, { ...API, estimates: providers.estimates });
  await app.register(courierWebhookRoutes, { ...API, courier: providers.courier, deps: providers.fulfilment });
  jobs.push(
    { name: "order-auto-cancel", run: (db) => cancelUnacceptedOrders(db) },
    { name: "order-accept-reminders", kind: "claims", run: () => remindSellersToAccept(deps) },
    { name: "shipment-bookings", kind: "claims", run: () => bookDueShipments(providers.shipping) },
    { name: "shipment-tracking", kind: "claims", run: () => trackActiveShipments(providers.fulfilment) },
    // Every turn: a seller's 48 hours to check a returned item end at a minute, not an hour; the look-up is indexed.
    { name: "return-check-timeouts", run: (db) => timeOutReturnChecks(db) },
  );
};
