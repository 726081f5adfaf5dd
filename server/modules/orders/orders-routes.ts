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
  returnRequestSchema,
  returnViewSchema,
  sellerOrderViewSchema,
  sellerReturnNoteSchema,
} from "@contract/orders";
import type { Storage } from "../../lib/storage";
import { requireUser, signedInUser } from "../auth";
import * as orders from "./orders-service";
import * as returns from "./returns-service";
import { addSellerNote } from "./return-checks";
import { withReturnPhotos } from "./return-photos";

const userParams = z.object({ userId: z.uuid({ error: "userId must be a user id" }) });
const idParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });
const productParams = z.object({ id: z.uuid({ error: "Product not found" }) });

/**
 * The buyer's and the seller's order calls (docs/product.md#orders); the admin's are in orders-admin-routes.ts. Accept
 * and Cancel Order involve the courier: they are the fulfilment workflow's routes.
 */
/** A claim's photos come as data-URLs, as a listing's do: up to 25 MB for the request as a whole. */
const RETURN_BODY_LIMIT = 25 * 1024 * 1024;

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

  app.post(
    "/orders/:id/return",
    {
      bodyLimit: RETURN_BODY_LIMIT,
      schema: { params: idParams, body: returnRequestSchema, response: { 201: returnViewSchema } },
    },
    async (request, reply) => {
      const { photos, ...claim } = request.body;
      const view = await withReturnPhotos(storage, photos, (stored) =>
        returns.requestReturn(db, signedInUser(request), request.params.id, claim, stored),
      );
      return reply.status(201).send(view);
    },
  );
  app.put(
    "/orders/:id/return/note",
    {
      bodyLimit: RETURN_BODY_LIMIT,
      schema: { params: idParams, body: sellerReturnNoteSchema, response: { 200: z.array(returnViewSchema) } },
    },
    async (request) => {
      const { note, photos } = request.body;
      await withReturnPhotos(storage, photos, (stored) =>
        addSellerNote(db, signedInUser(request), request.params.id, note, stored),
      );
      return returns.returnsOf(db, signedInUser(request), request.params.id);
    },
  );
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
