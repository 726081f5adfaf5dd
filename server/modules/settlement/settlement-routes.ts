import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ledgerSummarySchema } from "@contract/ledger";
import { ORDER_MESSAGES, adminOrderViewSchema } from "@contract/orders";
import { requireAdmin, signedInUser } from "../auth";
import { booksSummary } from "./books-summary";
import { releasePayoutHold } from "./payout-holds";

const orderParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });

/**
 * The admin's side of settlement: a held payout released (docs/product.md#orders) and the check on the money
 * (docs/product.md#money, decision 0014). The payouts' own routes are the payouts module's.
 */
export const settlementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook("onRequest", requireAdmin);
  app.post(
    "/admin/orders/:id/release-payout",
    { schema: { params: orderParams, response: { 200: adminOrderViewSchema } } },
    (request) => releasePayoutHold(db, signedInUser(request).id, request.params.id),
  );
  app.get("/admin/ledger/summary", { schema: { response: { 200: ledgerSummarySchema } } }, () => booksSummary(db));
};
