import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminShipmentSchema, adminShipmentsQuerySchema } from "@contract/shipping";
import { requireAdmin, signedInUser } from "../auth";
import type { ShippingDeps } from "./booking";
import { adminShipments, retryBooking } from "./admin-shipments";

const params = z.object({ id: z.uuid({ error: "Shipment not found" }) });

/** The admin's Shipments view and the retry of a failed booking. */
export const adminShipmentsRoutes: FastifyPluginAsyncZod<{ shipping: ShippingDeps }> = async (app, { shipping }) => {
  app.addHook("onRequest", requireAdmin);
  app.get(
    "/admin/shipments",
    { schema: { querystring: adminShipmentsQuerySchema, response: { 200: z.array(adminShipmentSchema) } } },
    (request) => adminShipments(shipping.db, request.query),
  );
  app.post("/admin/shipments/:id/retry", { schema: { params, response: { 200: adminShipmentSchema } } }, (request) =>
    retryBooking(shipping, signedInUser(request).id, request.params.id),
  );
};
