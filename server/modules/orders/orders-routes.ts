import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ORDER_MESSAGES,
  buyerOrderViewSchema,
  orderDetailSchema,
  orderTrackingSchema,
  orderPageQuerySchema,
  returnPreviewQuerySchema,
  returnPreviewSchema,
  returnViewSchema,
  sellerOrderViewSchema,
} from "@contract/orders";
import type { Storage } from "../../lib/storage";
import { requireUser, signedInUser } from "../auth";
import * as orders from "./orders-service";
import * as returns from "./returns-service";
import { registerReturnRoutes } from "./return-routes";

const userParams = z.object({ userId: z.uuid({ error: "userId must be a user id" }) });
const idParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });
const productParams = z.object({ id: z.uuid({ error: "Product not found" }) });

/**
 * The buyer's and the seller's order calls (docs/product.md#orders); the admin's are in orders-admin-routes.ts. Accept
 * and Cancel Order involve the courier: they are the fulfilment workflow's routes.
 */
export const orderRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  const db = app.database.db;
  app.addHook("onRequest", requireUser);

  const buyerList = { querystring: orderPageQuerySchema, response: { 200: z.array(buyerOrderViewSchema) } };
  app.get("/orders/user", { schema: buyerList }, (request) =>
    orders.ordersBoughtBy(
      db,
      signedInUser(request),
      signedInUser(request).id,
      request.query.limit,
      request.query.offset,
    ),
  );
  app.get("/orders/buyer/:userId", { schema: { params: userParams, ...buyerList } }, (request) =>
    orders.ordersBoughtBy(db, signedInUser(request), request.params.userId, request.query.limit, request.query.offset),
  );
  app.get(
    "/orders/seller/:userId",
    {
      schema: {
        params: userParams,
        querystring: orderPageQuerySchema,
        response: { 200: z.array(sellerOrderViewSchema) },
      },
    },
    (request) =>
      orders.ordersSoldBy(db, signedInUser(request), request.params.userId, request.query.limit, request.query.offset),
  );
  app.get("/orders/:id", { schema: { params: idParams, response: { 200: orderDetailSchema } } }, (request) =>
    orders.orderFor(db, signedInUser(request), request.params.id),
  );
  app.get("/orders/:id/tracking", { schema: { params: idParams, response: { 200: orderTrackingSchema } } }, (request) =>
    orders.orderTracking(db, signedInUser(request), request.params.id),
  );
  app.get(
    "/products/:id/pending-orders",
    { schema: { params: productParams, response: { 200: z.array(sellerOrderViewSchema) } } },
    (request) => orders.pendingOrdersOn(db, signedInUser(request), request.params.id),
  );

  registerReturnRoutes(app, storage);
  app.post(
    "/orders/:id/relist",
    { schema: { params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    (request) => returns.relistReturned(db, signedInUser(request), request.params.id),
  );
  app.get(
    "/orders/:id/return-preview",
    {
      schema: { params: idParams, querystring: returnPreviewQuerySchema, response: { 200: returnPreviewSchema } },
    },
    (request) => returns.previewReturn(db, signedInUser(request), request.params.id, request.query.reason),
  );
  app.get(
    "/orders/:id/returns",
    { schema: { params: idParams, response: { 200: z.array(returnViewSchema) } } },
    (request) => returns.returnsOf(db, signedInUser(request), request.params.id),
  );
};
