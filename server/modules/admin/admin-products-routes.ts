import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../auth/auth-guard";
import { toOwnerProductView } from "../catalog/product-view";
import { listPendingModifications, listWithBankAccounts, listWithSeller } from "./admin-products-repo";
import * as moderation from "./admin-products-service";

const idParams = z.object({ id: z.uuid({ error: "Product not found" }) });
const reasonText = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(1000, { error: "Must be at most 1000 characters" });
// A body-less PUT or DELETE arrives as null: the reason is optional for these actions.
const optionalReason = z.preprocess((v) => v ?? {}, z.object({ reason: z.string().trim().max(1000, { error: "Must be at most 1000 characters" }).optional() }));
const done = z.object({ success: z.boolean(), message: z.string() });

export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", requireAdmin);
  const actor = (adminId: string) => ({ db: app.database.db, adminId });
  const withSeller = <T extends { sellerName: string; sellerUsername: string; sellerMobile: string }>(row: T, view: ReturnType<typeof toOwnerProductView>) => ({
    ...view,
    sellerName: row.sellerName,
    sellerUsername: row.sellerUsername,
    sellerMobile: row.sellerMobile,
  });

  app.get("/admin/products/pending", async () => {
    const [pending, edits] = await Promise.all([listWithSeller(app.database.db, ["pending"]), listPendingModifications(app.database.db)]);
    return [
      ...pending.map((row) => withSeller(row, toOwnerProductView(row, false))),
      ...edits.map(({ modification, product, seller }) => ({
        ...withSeller(seller, toOwnerProductView(product, true)),
        modification: { ...modification, price: modification.price === null ? null : Number(modification.price) },
      })),
    ];
  });

  app.get("/admin/products/approved", async () =>
    (await listWithSeller(app.database.db, ["approved"])).map((row) => withSeller(row, toOwnerProductView(row, false))),
  );

  app.get("/admin/products-with-bank-accounts", async () =>
    (await listWithBankAccounts(app.database.db)).map(({ accountNumberLast4, ...row }) => ({
      ...withSeller(row, toOwnerProductView(row, false)),
      bankAccountId: row.bankAccountId,
      accountHolderName: row.accountHolderName,
      bankName: row.bankName,
      ifscCode: row.ifscCode,
      accountNumber: accountNumberLast4 ? `XXXXXX${accountNumberLast4}` : null,
      isBankVerified: row.isBankVerified ?? false,
    })),
  );

  app.put("/admin/products/:id/approve", { schema: { params: idParams, response: { 200: done } } }, async (request) => {
    await moderation.approveProduct(actor(request.user!.id), request.params.id);
    return { success: true, message: "Product approved" };
  });
  app.put(
    "/admin/products/:id/reject",
    { schema: { params: idParams, body: z.object({ reason: reasonText("Please give a reason for rejecting") }), response: { 200: done } } },
    async (request) => {
      await moderation.rejectProduct(actor(request.user!.id), request.params.id, request.body.reason);
      return { success: true, message: "Product rejected" };
    },
  );
  app.put(
    "/admin/products/:id/request-edit",
    { schema: { params: idParams, body: z.object({ editRequests: reasonText("Please describe the changes needed") }), response: { 200: done } } },
    async (request) => {
      await moderation.requestEdit(actor(request.user!.id), request.params.id, request.body.editRequests);
      return { success: true, message: "Edit request sent to the seller" };
    },
  );
  app.put("/admin/products/:id/delist", { schema: { params: idParams, body: optionalReason, response: { 200: done } } }, async (request) => {
    await moderation.delistProduct(actor(request.user!.id), request.params.id, request.body.reason || undefined);
    return { success: true, message: "Product delisted" };
  });
  app.put("/admin/products/:id/sold", { schema: { params: idParams, response: { 200: done } } }, async (request) => {
    await moderation.markSold(actor(request.user!.id), request.params.id);
    return { success: true, message: "Product marked as sold" };
  });
  app.delete("/admin/products/:id", { schema: { params: idParams, body: optionalReason, response: { 200: done } } }, async (request) => {
    await moderation.deleteProduct(actor(request.user!.id), request.params.id, request.body.reason || undefined);
    return { success: true, message: "Product deleted permanently" };
  });
};
