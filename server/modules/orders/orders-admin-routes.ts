import type { ShippingDeps } from "../shipping";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ORDER_MESSAGES,
  adminOrderStatusSchema,
  adminOrderViewSchema,
  adminOrdersQuerySchema,
  adminReturnViewSchema,
  adminReturnsQuerySchema,
  rejectReturnSchema,
} from "@contract/orders";
import { requireAdmin, signedInUser } from "../auth";
import * as orders from "./orders-service";
import { releasePayoutHold } from "./payout-holds";
import * as returns from "./returns-service";
import { mailRateAsks, type RateAskDeps } from "./rate-asks";

const orderParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });
const returnParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.returnNotFound }) });

/**
 * The admin panel's Orders and Returns (docs/product.md#admin-panel, docs/product.md#orders, docs/product.md#returns); Payouts are the payouts module's.
 * `shipping` books the parcel when the admin confirms an order; `mail` asks both sides to rate after a delivery.
 */
export const orderAdminRoutes: FastifyPluginAsyncZod<{
  mail: Omit<RateAskDeps, "log">;
  shipping: ShippingDeps;
}> = async (app, { mail, shipping }) => {
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
  app.put(
    "/admin/orders/:id/status",
    { schema: { params: orderParams, body: adminOrderStatusSchema, response: { 200: adminOrderViewSchema } } },
    async (request) => {
      const order = await orders.setStatusByAdmin(shipping, signedInUser(request).id, request.params.id, request.body);
      if (request.body.status === "delivered") await mailRateAsks(db, { ...mail, log: request.log }, request.params.id);
      return order;
    },
  );

  app.post(
    "/admin/orders/:id/release-payout",
    { schema: { params: orderParams, response: { 200: adminOrderViewSchema } } },
    (request) => releasePayoutHold(db, signedInUser(request).id, request.params.id),
  );

  app.get(
    "/admin/returns",
    { schema: { querystring: adminReturnsQuerySchema, response: { 200: z.array(adminReturnViewSchema) } } },
    (request) => returns.adminReturns(db, request.query),
  );
  const decided = { params: returnParams, response: { 200: adminReturnViewSchema } };
  app.put("/admin/returns/:id/approve", { schema: decided }, (request) =>
    returns.decideReturn(shipping, signedInUser(request).id, request.params.id, { approve: true }),
  );
  app.put("/admin/returns/:id/reject", { schema: { ...decided, body: rejectReturnSchema } }, (request) =>
    returns.decideReturn(shipping, signedInUser(request).id, request.params.id, {
      rejectionNote: request.body.rejectionNote,
    }),
  );
  app.put("/admin/returns/:id/process", { schema: decided }, (request) =>
    returns.processReturn(db, signedInUser(request).id, request.params.id),
  );
};
