import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { couponSuggestionSchema, couponValidationSchema } from "@contract/checkout";
import { requireUser, signedInUser } from "../auth";
import { suggestCoupon, validateCoupon } from "./coupons-service";

const params = z.object({ code: z.string().max(50, { error: "Coupon code is too long" }) });
const query = z.object({
  orderValue: z.coerce
    .number({ error: "orderValue must be a number of rupees" })
    .min(0, { error: "orderValue must be a number of rupees" })
    .max(1e9, { error: "orderValue must be a number of rupees" }),
});

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/coupons/validate/:code",
    {
      onRequest: requireUser,
      schema: { params, querystring: query, response: { 200: couponValidationSchema } },
    },
    (request) =>
      validateCoupon(app.database.db, signedInUser(request).id, request.params.code, request.query.orderValue),
  );

  app.get(
    "/coupons/suggestion",
    { onRequest: requireUser, schema: { response: { 200: couponSuggestionSchema } } },
    (request) => suggestCoupon(app.database.db, signedInUser(request).id),
  );
};
