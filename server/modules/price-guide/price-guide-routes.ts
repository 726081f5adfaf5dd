import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { priceGuideQuerySchema, priceGuideSchema } from "@contract/price-guide";
import * as guide from "./price-guide-service";

const productParams = z.object({ id: z.uuid({ error: "Product not found" }) });

/**
 * The guide moves only as sales complete, a few a day for any one kind of item: a browser or proxy may reuse an
 * anonymous answer for ten minutes. A signed-in request's answer still becomes no-store (server/app.ts), and Vary keeps
 * a shared cache from handing it to a signed-in owner.
 */
function markGuideCacheable(reply: FastifyReply) {
  reply.header("Cache-Control", "public, max-age=600");
  reply.header("Vary", "Authorization");
}

/** The fair-price guide (docs/product.md#price-guide): public reads, for the listing form and the product page. */
export const priceGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/price-guide",
    { schema: { querystring: priceGuideQuerySchema, response: { 200: priceGuideSchema } } },
    async (request, reply) => {
      const answer = await guide.priceGuide(db, request.query);
      markGuideCacheable(reply);
      return answer;
    },
  );
  app.get(
    "/products/:id/price-guide",
    { schema: { params: productParams, response: { 200: priceGuideSchema } } },
    async (request, reply) => {
      const answer = await guide.listingPriceGuide(db, request.params.id, request.user);
      markGuideCacheable(reply);
      return answer;
    },
  );
};
