import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_MESSAGES, adminPayoutViewSchema, adminPayoutsQuerySchema } from "@contract/orders";
import { movePayoutSchema, sellerPayoutsSchema, statementQuerySchema } from "@contract/payouts";
import { requireAdmin, requireUser, signedInUser } from "../auth";
import { retryValidation } from "./bank-validation";
import type { PayoutDeps } from "./payout-deps";
import { movePayoutBySeller } from "./payout-moves";
import * as admin from "./payouts-admin";
import { payoutsOf, statementCsv } from "./seller-payouts";

const payoutParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.payoutNotFound }) });
const accountParams = z.object({ id: z.uuid({ error: "Bank account not found" }) });

/** The seller's Account > Payouts, its monthly statement, a due payout moved to another account, the penny drop's retry. */
export const payoutRoutes: FastifyPluginAsyncZod<{ deps: PayoutDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", requireUser);

  app.get("/payouts", { schema: { response: { 200: sellerPayoutsSchema } } }, (request) =>
    payoutsOf(deps.db, signedInUser(request).id),
  );

  app.get(
    "/payouts/statement",
    { schema: { querystring: statementQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const csv = await statementCsv(deps.db, signedInUser(request).id, request.query.month);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="dobara-payouts-${request.query.month}.csv"`)
        .send(csv);
    },
  );

  app.put(
    "/payouts/:id/bank-account",
    {
      schema: {
        params: payoutParams,
        body: movePayoutSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    (request) => movePayoutBySeller(deps, signedInUser(request).id, request.params.id, request.body.bankAccountId),
  );

  app.post(
    "/bank-accounts/:id/verify",
    { schema: { params: accountParams, response: { 200: z.object({ message: z.string() }) } } },
    (request) => retryValidation(deps, signedInUser(request), request.params.id),
  );
};

/**
 * The admin's Payouts tab: the queue with full account numbers (audit-logged) and send again. Mark paid by hand is a
 * settlement step (it books the ledger).
 */
export const payoutAdminRoutes: FastifyPluginAsyncZod<{ deps: PayoutDeps }> = async (app, { deps }) => {
  const { db, encryptor } = deps;
  app.addHook("onRequest", requireAdmin);

  app.get(
    "/admin/payouts",
    { schema: { querystring: adminPayoutsQuerySchema, response: { 200: z.array(adminPayoutViewSchema) } } },
    (request) => admin.adminPayouts(db, signedInUser(request).id, encryptor, request.query),
  );
  app.post(
    "/admin/payouts/:id/retry",
    { schema: { params: payoutParams, response: { 200: adminPayoutViewSchema } } },
    (request) => admin.retryPayout(db, signedInUser(request).id, encryptor, request.params.id),
  );
};
