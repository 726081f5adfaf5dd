import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ORDER_MESSAGES,
  adminOrderStatusSchema,
  adminOrderViewSchema,
  adminReturnViewSchema,
  cancelOrderSchema,
  orderDetailSchema,
  rejectReturnSchema,
  returnCheckSchema,
  returnDecisionSchema,
  returnViewSchema,
} from "@contract/orders";
import type { Storage } from "../../lib/storage";
import { requireAdmin, requireUser, signedInUser } from "../auth";
import { acceptOrder } from "./accept-order";
import { stepAndTell } from "./admin-steps";
import { cancelByBuyer } from "./cancel-order";
import type { FulfilmentDeps } from "./fulfilment-deps";
import { checkReturn, decideDispute, decideReturn, returnBackByHand } from "./returns";
import { returnsOf } from "../orders";

const idParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });
const returnParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.returnNotFound }) });

/** A dispute's photos come as data-URLs, as a listing's do: up to 25 MB for the request as a whole. */
const RETURN_BODY_LIMIT = 25 * 1024 * 1024;

/**
 * The seller's Accept Order (the parcel booked), the buyer's Cancel Order (the courier asked first) and the seller's
 * check of a returned item (a refund, or a dispute for the admin).
 */
export const fulfilmentRoutes: FastifyPluginAsyncZod<{ deps: FulfilmentDeps; storage: Storage }> = async (
  app,
  { deps, storage },
) => {
  app.addHook("onRequest", requireUser);
  app.put("/orders/:id/accept", { schema: { params: idParams, response: { 200: orderDetailSchema } } }, (request) =>
    acceptOrder(deps, signedInUser(request), request.params.id),
  );
  app.put(
    "/orders/:id/cancel",
    { schema: { params: idParams, body: cancelOrderSchema, response: { 200: orderDetailSchema } } },
    (request) => cancelByBuyer(deps, signedInUser(request), request.params.id, request.body.reason),
  );
  app.put(
    "/orders/:id/return/check",
    {
      bodyLimit: RETURN_BODY_LIMIT,
      schema: { params: idParams, body: returnCheckSchema, response: { 200: z.array(returnViewSchema) } },
    },
    async (request) => {
      await checkReturn({ db: deps.db, storage }, signedInUser(request), request.params.id, request.body);
      return returnsOf(deps.db, signedInUser(request), request.params.id);
    },
  );
};

/**
 * The admin's order steps (a confirm books the parcel, a delivery asks both sides to rate, a cancel asks the courier
 * first) and return decisions (an approval books the return pickup; a parcel moved by hand is marked back with the
 * seller; a dispute is decided with one refund or the seller's payout).
 */
export const fulfilmentAdminRoutes: FastifyPluginAsyncZod<{ deps: FulfilmentDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", requireAdmin);
  app.put(
    "/admin/orders/:id/status",
    { schema: { params: idParams, body: adminOrderStatusSchema, response: { 200: adminOrderViewSchema } } },
    (request) => stepAndTell(deps, request.log, signedInUser(request).id, request.params.id, request.body),
  );
  const decided = { params: returnParams, response: { 200: adminReturnViewSchema } };
  app.put("/admin/returns/:id/approve", { schema: decided }, (request) =>
    decideReturn(deps, signedInUser(request).id, request.params.id, { approve: true }),
  );
  app.put("/admin/returns/:id/reject", { schema: { ...decided, body: rejectReturnSchema } }, (request) =>
    decideReturn(deps, signedInUser(request).id, request.params.id, {
      rejectionNote: request.body.rejectionNote,
    }),
  );
  app.put("/admin/returns/:id/back-with-seller", { schema: decided }, (request) =>
    returnBackByHand(deps.db, signedInUser(request).id, request.params.id),
  );
  app.put("/admin/returns/:id/decide", { schema: { ...decided, body: returnDecisionSchema } }, (request) =>
    decideDispute(deps.db, signedInUser(request).id, request.params.id, request.body),
  );
};
