import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_MESSAGES } from "@contract/orders";
import { orderRatingSchema, rateOrderSchema } from "@contract/ratings";
import { requireUser, signedInUser } from "../auth";
import * as ratings from "./ratings-service";

const idParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });

/** An order's two ratings (part 2 §3): the buyer's of the seller and the seller's of the buyer. */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/orders/:id/rating",
    { onRequest: requireUser, schema: { params: idParams, response: { 200: orderRatingSchema } } },
    (request) => ratings.orderRating(db, signedInUser(request), request.params.id),
  );
  app.post(
    "/orders/:id/rating",
    {
      onRequest: requireUser,
      schema: { params: idParams, body: rateOrderSchema, response: { 201: orderRatingSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await ratings.rateOrder(db, signedInUser(request), request.params.id, request.body)),
  );
};
