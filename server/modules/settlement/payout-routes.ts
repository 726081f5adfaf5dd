import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_MESSAGES, adminPayoutViewSchema, markPayoutPaidSchema } from "@contract/orders";
import { requireAdmin, signedInUser } from "../auth";
import type { PayoutDeps } from "../payouts";
import { markPayoutPaid } from "./payout-paid-by-hand";
import { handlePayoutWebhook } from "./payout-webhook";

const payoutParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.payoutNotFound }) });

/** The admin's mark paid by hand (the Payouts tab); the tab's list and retry are the payouts module's. */
export const payoutPaidRoutes: FastifyPluginAsyncZod<{ deps: PayoutDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", requireAdmin);
  app.put(
    "/admin/payouts/:id/paid",
    { schema: { params: payoutParams, body: markPayoutPaidSchema, response: { 200: adminPayoutViewSchema } } },
    (request) => markPayoutPaid(deps, signedInUser(request).id, request.params.id, request.body.bankReference),
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
