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
} from "@contract/orders";
import { requireAdmin, requireUser, signedInUser } from "../auth";
import { acceptOrder } from "./accept-order";
import { stepAndTell } from "./admin-steps";
import { cancelByBuyer } from "./cancel-order";
import type { FulfilmentDeps } from "./fulfilment-deps";
import { decideReturn, processReturn } from "./returns";

const idParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });
const returnParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.returnNotFound }) });

/** The seller's Accept Order (the parcel booked) and the buyer's Cancel Order (the courier asked first). */
export const fulfilmentRoutes: FastifyPluginAsyncZod<{ deps: FulfilmentDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", requireUser);
  app.put("/orders/:id/accept", { schema: { params: idParams, response: { 200: orderDetailSchema } } }, (request) =>
    acceptOrder(deps, signedInUser(request), request.params.id),
  );
  app.put(
    "/orders/:id/cancel",
    { schema: { params: idParams, body: cancelOrderSchema, response: { 200: orderDetailSchema } } },
    (request) => cancelByBuyer(deps, signedInUser(request), request.params.id, request.body.reason),
  );
};

/**
 * The admin's order steps (a confirm books the parcel, a delivery asks both sides to rate, a cancel asks the courier
 * first) and return decisions (an approval books the return pickup, processing refunds the buyer).
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
  app.put("/admin/returns/:id/process", { schema: decided }, (request) =>
    processReturn(deps, signedInUser(request).id, request.params.id),
  );
};
