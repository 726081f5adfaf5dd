import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ORDER_MESSAGES,
  adminOrderViewSchema,
  adminOrdersQuerySchema,
  adminReturnViewSchema,
  adminReturnsQuerySchema,
} from "@contract/orders";
import { recordPersonalDataViews } from "../admin";
import { requireAdmin, signedInUser } from "../auth";
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
    async (request) => {
      const page = await orders.adminOrders(db, request.query);
      const buyers = page.map((o) => o.buyerId);
      await recordPersonalDataViews(db, signedInUser(request).id, "admin orders list", buyers);
      return page;
    },
  );
  app.get(
    "/admin/orders/:id",
    { schema: { params: orderParams, response: { 200: adminOrderViewSchema } } },
    async (request) => {
      const order = await orders.adminOrder(db, request.params.id);
      await recordPersonalDataViews(db, signedInUser(request).id, "admin order details", [order.buyerId]);
      return order;
    },
  );
  app.get(
    "/admin/returns",
    { schema: { querystring: adminReturnsQuerySchema, response: { 200: z.array(adminReturnViewSchema) } } },
    (request) => returns.adminReturns(db, signedInUser(request).id, request.query),
  );
};
