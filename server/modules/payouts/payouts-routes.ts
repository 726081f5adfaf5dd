import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_MESSAGES, adminPayoutViewSchema, adminPayoutsQuerySchema, markPayoutPaidSchema } from "@contract/orders";
import { movePayoutSchema, sellerPayoutsSchema, statementQuerySchema } from "@contract/payouts";
import { requireAdmin, requireUser, signedInUser } from "../auth";
import { retryValidation } from "./bank-validation";
import type { PayoutDeps } from "./payout-deps";
import { movePayoutBySeller } from "./payout-moves";
import { handlePayoutWebhook } from "./payout-webhook";
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

/** The admin's Payouts tab: the queue with full account numbers (audit-logged), mark paid by hand, send again. */
export const payoutAdminRoutes: FastifyPluginAsyncZod<{ deps: PayoutDeps }> = async (app, { deps }) => {
  const { db, encryptor } = deps;
  app.addHook("onRequest", requireAdmin);

  app.get(
    "/admin/payouts",
    { schema: { querystring: adminPayoutsQuerySchema, response: { 200: z.array(adminPayoutViewSchema) } } },
    (request) => admin.adminPayouts(db, signedInUser(request).id, encryptor, request.query),
  );
  app.put(
    "/admin/payouts/:id/paid",
    { schema: { params: payoutParams, body: markPayoutPaidSchema, response: { 200: adminPayoutViewSchema } } },
    (request) =>
      admin.markPayoutPaid(db, signedInUser(request).id, encryptor, request.params.id, request.body.bankReference),
  );
  app.post(
    "/admin/payouts/:id/retry",
    { schema: { params: payoutParams, response: { 200: adminPayoutViewSchema } } },
    (request) => admin.retryPayout(db, signedInUser(request).id, encryptor, request.params.id),
  );
};

/** RazorpayX's webhook is signed over the exact bytes sent: the body is kept raw for the HMAC. */
export const payoutWebhookRoutes: FastifyPluginAsync<{ deps: PayoutDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
  app
    .withTypeProvider<ZodTypeProvider>()
    .post("/webhooks/razorpayx", { schema: { response: { 200: z.object({ received: z.boolean() }) } } }, (request) => {
      const header = (name: string) => {
        const v = request.headers[name];
        return typeof v === "string" ? v : undefined;
      };
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return handlePayoutWebhook(
        deps,
        raw,
        header("x-razorpay-signature"),
        header("x-razorpay-event-id")?.slice(0, 100),
      );
    });
};
