import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ORDER_MESSAGES,
  adminOrderViewSchema,
  adminOrdersQuerySchema,
  adminReturnViewSchema,
  adminReturnsQuerySchema,
} from "@contract/orders";
import { requireAdmin } from "../auth";
import * as orders from "./orders-service";
import * as returns from "./returns-service";

const orderParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });

/**
 * The admin panel's Orders and Returns as read (docs/product.md#admin-panel, docs/product.md#orders,
 * docs/product.md#returns). The admin's steps, cancellations and return decisions involve the courier and the refund:
 * they are the fulfilment workflow's routes; the payout hold's release is the settlement workflow's.
 */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook("onRequest", requireAdmin);

  app.get(
    "/admin/orders",
    { schema: { querystring: adminOrdersQuerySchema, response: { 200: z.array(adminOrderViewSchema) } } },
    (request) => orders.adminOrders(db, request.query),
  );
  app.get(
    "/admin/orders/:id",
    { schema: { params: orderParams, response: { 200: adminOrderViewSchema } } },
    (request) => orders.adminOrder(db, request.params.id),
  );
  app.get(
    "/admin/returns",
    { schema: { querystring: adminReturnsQuerySchema, response: { 200: z.array(adminReturnViewSchema) } } },
    (request) => returns.adminReturns(db, request.query),
  );
};
