import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminListingsCountSchema,
  adminListingSchema,
  adminListingsQuerySchema,
  adminProductSchema,
  moderationResultSchema,
  optionalReasonSchema,
  rejectProductSchema,
  requestEditSchema,
} from "@contract/admin-products";
import { requireAdmin, signedInUser } from "../auth";
import * as moderation from "./admin-products-service";
import type { ListingFiles } from "./listing-files";

const idParams = z.object({ id: z.uuid({ error: "Product not found" }) });

export const adminProductsRoutes: FastifyPluginAsyncZod<{ files: ListingFiles }> = async (app, { files }) => {
  app.addHook("onRequest", requireAdmin);
  const db = app.database.db;
  const actor = (adminId: string) => ({ db, adminId, files });

  app.get("/admin/products/pending", { schema: { response: { 200: z.array(adminProductSchema) } } }, () =>
    moderation.pendingQueue(db),
  );
  app.get("/admin/products/approved", { schema: { response: { 200: z.array(adminProductSchema) } } }, () =>
    moderation.approvedListings(db),
  );
  app.get(
    "/admin/products-with-bank-accounts",
    { schema: { querystring: adminListingsQuerySchema, response: { 200: z.array(adminListingSchema) } } },
    (request) => moderation.listingsWithBankAccounts(db, request.query),
  );
  app.get("/admin/products-with-bank-accounts/count", { schema: { response: { 200: adminListingsCountSchema } } }, () =>
    moderation.listingsCount(db),
  );

  app.put(
    "/admin/products/:id/approve",
    { schema: { params: idParams, response: { 200: moderationResultSchema } } },
    async (request) => {
      await moderation.approveProduct(actor(signedInUser(request).id), request.params.id);
      return { success: true, message: "Product approved" };
    },
  );
  app.put(
    "/admin/products/:id/reject",
    { schema: { params: idParams, body: rejectProductSchema, response: { 200: moderationResultSchema } } },
    async (request) => {
      await moderation.rejectProduct(actor(signedInUser(request).id), request.params.id, request.body.reason);
      return { success: true, message: "Product rejected" };
    },
  );
  app.put(
    "/admin/products/:id/request-edit",
    { schema: { params: idParams, body: requestEditSchema, response: { 200: moderationResultSchema } } },
    async (request) => {
      await moderation.requestEdit(actor(signedInUser(request).id), request.params.id, request.body.editRequests);
      return { success: true, message: "Edit request sent to the seller" };
    },
  );
  app.put(
    "/admin/products/:id/delist",
    { schema: { params: idParams, body: optionalReasonSchema, response: { 200: moderationResultSchema } } },
    async (request) => {
      await moderation.delistProduct(
        actor(signedInUser(request).id),
        request.params.id,
        request.body.reason || undefined,
      );
      return { success: true, message: "Product delisted" };
    },
  );
  app.put(
    "/admin/products/:id/sold",
    { schema: { params: idParams, response: { 200: moderationResultSchema } } },
    async (request) => {
      await moderation.markSold(actor(signedInUser(request).id), request.params.id);
      return { success: true, message: "Product marked as sold" };
    },
  );
  app.delete(
    "/admin/products/:id",
    { schema: { params: idParams, body: optionalReasonSchema, response: { 200: moderationResultSchema } } },
    async (request) => {
      await moderation.deleteProduct(
        actor(signedInUser(request).id),
        request.params.id,
        request.body.reason || undefined,
      );
      return { success: true, message: "Product deleted permanently" };
    },
  );
};
