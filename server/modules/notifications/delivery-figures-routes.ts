import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deliveryFiguresQuerySchema, deliveryFiguresSchema } from "@contract/admin-deliveries";
import { requireAdmin } from "../auth";
import { deliveryFigures } from "./delivery-figures";

/** The admin's view of the channels beyond the bell: how many reached people, how many failed (decision 0048). */
export const deliveryFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAdmin);
  const db = app.database.db;
  app.get(
    "/admin/notification-deliveries",
    { schema: { querystring: deliveryFiguresQuerySchema, response: { 200: deliveryFiguresSchema } } },
    (request) => deliveryFigures(db, request.query.days),
  );
};
