import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  reviewPageQuerySchema,
  reviewPageSchema,
  sellerCardSchema,
  sellerParamsSchema,
  sellerProfileSchema,
} from "@contract/ratings";
import * as sellers from "./sellers-service";

const productParams = z.object({ id: z.uuid({ error: "Product not found" }) });

/** Public seller profiles and the product page's seller card; no sign-in needed. */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/sellers/:username",
    { schema: { params: sellerParamsSchema, response: { 200: sellerProfileSchema } } },
    (request) => sellers.sellerProfile(db, request.params.username),
  );
  app.get(
    "/sellers/:username/reviews",
    { schema: { params: sellerParamsSchema, querystring: reviewPageQuerySchema, response: { 200: reviewPageSchema } } },
    (request) => sellers.sellerReviews(db, request.params.username, request.query.offset),
  );
  app.get(
    "/products/:id/seller",
    { schema: { params: productParams, response: { 200: sellerCardSchema } } },
    (request) => sellers.sellerCard(db, request.params.id, request.user),
  );
};
