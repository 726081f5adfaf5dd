import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminCouponSchema, COUPON_MESSAGES, createCouponSchema, updateCouponSchema } from "@contract/admin-coupons";
import { adminPageQuerySchema } from "@contract/admin-paging";
import { requireAdmin, signedInUser } from "../auth";
import * as couponAdmin from "./admin-coupons-service";

const idParams = z.object({ id: z.uuid({ error: COUPON_MESSAGES.notFound }) });

/** The admin's Coupons tab: list, create, change (deactivate, limits, dates; code and kind fixed once used). */
export const adminCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAdmin);
  const db = app.database.db;

  app.get(
    "/admin/coupons",
    { schema: { querystring: adminPageQuerySchema, response: { 200: z.array(adminCouponSchema) } } },
    (request) => couponAdmin.couponsPage(db, request.query),
  );
  app.post(
    "/admin/coupons",
    { schema: { body: createCouponSchema, response: { 201: adminCouponSchema } } },
    async (request, reply) =>
      reply.status(201).send(await couponAdmin.createCoupon(db, signedInUser(request).id, request.body)),
  );
  app.put(
    "/admin/coupons/:id",
    { schema: { params: idParams, body: updateCouponSchema, response: { 200: adminCouponSchema } } },
    (request) => couponAdmin.editCoupon(db, signedInUser(request).id, request.params.id, request.body),
  );
};
