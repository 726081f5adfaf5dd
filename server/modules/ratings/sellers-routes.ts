import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  reviewPageQuerySchema,
  reviewPageSchema,
  sellerCardSchema,
  sellerParamsSchema,
  sellerProfileSchema,
} from "@contract/ratings";
import { markPublicRead } from "../../lib/public-read";
import * as sellers from "./sellers-service";

const productParams = z.object({ id: z.uuid({ error: "Product not found" }) });

/** Public seller profiles and the product page's seller card; no sign-in needed. */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/sellers/:username",
    { schema: { params: sellerParamsSchema, response: { 200: sellerProfileSchema } } },
    async (request, reply) => {
      const profile = await sellers.sellerProfile(db, request.params.username);
      markPublicRead(reply);
      return profile;
    },
  );
  app.get(
    "/sellers/:username/reviews",
    { schema: { params: sellerParamsSchema, querystring: reviewPageQuerySchema, response: { 200: reviewPageSchema } } },
    async (request, reply) => {
      const page = await sellers.sellerReviews(db, request.params.username, request.query.offset);
      markPublicRead(reply);
      return page;
    },
  );
  app.get(
    "/products/:id/seller",
    { schema: { params: productParams, response: { 200: sellerCardSchema } } },
    async (request, reply) => {
      const card = await sellers.sellerCard(db, request.params.id, request.user);
      markPublicRead(reply);
      return card;
    },
  );
};
