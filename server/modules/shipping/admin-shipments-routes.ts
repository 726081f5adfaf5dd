import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminShipmentSchema,
  adminShipmentsQuerySchema,
  parcelSizeInputSchema,
  parcelSizeParamsSchema,
  parcelSizeSchema,
} from "@contract/shipping";
import { requireAdmin, signedInUser } from "../auth";
import type { ShippingDeps } from "./booking";
import { adminShipmentById, adminShipments, retryBooking } from "./admin-shipments";
import { takeOffCourier } from "./by-hand";
import { parcelSizes, setParcelSize } from "./parcel-sizes";

const params = z.object({ id: z.uuid({ error: "Shipment not found" }) });

/** The admin's Shipments view, the retry of a failed booking, taking a parcel off the courier, and parcel sizes. */
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
  app.post(
    "/admin/shipments/:id/by-hand",
    { schema: { params, response: { 200: adminShipmentSchema } } },
    async (request) => {
      await takeOffCourier(shipping, signedInUser(request).id, request.params.id);
      return adminShipmentById(shipping.db, request.params.id);
    },
  );
  app.get("/admin/parcel-sizes", { schema: { response: { 200: z.array(parcelSizeSchema) } } }, () =>
    parcelSizes(shipping.db),
  );
  app.put(
    "/admin/parcel-sizes/:category",
    { schema: { params: parcelSizeParamsSchema, body: parcelSizeInputSchema, response: { 200: parcelSizeSchema } } },
    (request) => setParcelSize(shipping.db, signedInUser(request).id, request.params.category, request.body),
  );
};
