import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_MESSAGES } from "@contract/orders";
import {
  adminReviewSchema,
  hideReviewSchema,
  orderRatingSchema,
  rateOrderSchema,
  reviewPageQuerySchema,
} from "@contract/ratings";
import { requireAdmin, requireUser, signedInUser } from "../auth";
import * as ratings from "./ratings-service";
import * as moderation from "./review-moderation";

const idParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });
const reviewParams = z.object({ id: z.uuid({ error: "Review not found" }) });
const messageSchema = z.object({ message: z.string() });

/** An order's two ratings (docs/product.md#orders): the buyer's of the seller and the seller's of the buyer. */
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

  app.get(
    "/admin/ratings",
    {
      onRequest: requireAdmin,
      schema: { querystring: reviewPageQuerySchema, response: { 200: z.array(adminReviewSchema) } },
    },
    (request) => moderation.reviewsForAdmin(db, request.query.offset),
  );
  app.put(
    "/admin/ratings/:id/hide",
    {
      onRequest: requireAdmin,
      schema: { params: reviewParams, body: hideReviewSchema, response: { 200: messageSchema } },
    },
    (request) => moderation.hideReview(db, signedInUser(request), request.params.id, request.body.reason),
  );
  app.put(
    "/admin/ratings/:id/restore",
    { onRequest: requireAdmin, schema: { params: reviewParams, response: { 200: messageSchema } } },
    (request) => moderation.restoreReview(db, signedInUser(request), request.params.id),
  );
};
