import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deliveryEstimateQuerySchema, deliveryEstimateSchema } from "@contract/shipping";
import type { DeliveryEstimates } from "./delivery-estimates";

/**
 * The product page's "Check delivery to your pincode" and the checkout's estimate: public, rate-limited per IP, and
 * only for a listing whose product page the caller may see.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ estimates: DeliveryEstimates }> = async (app, { estimates }) => {
  app.get(
    "/delivery/estimate",
    {
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: { querystring: deliveryEstimateQuerySchema, response: { 200: deliveryEstimateSchema } },
    },
    (request) => estimates.estimate(request.query.productId, request.query.pincode, request.user),
  );
};
