import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PAYMENT_MESSAGES,
  checkoutViewSchema,
  createRazorpayOrderSchema,
  initiatePaymentResponseSchema,
  initiatePaymentSchema,
  paymentFailedReasonOf,
  paymentMethodsSchema,
  razorpayOrderResponseSchema,
  verifyRazorpayResponseSchema,
  verifyRazorpaySchema,
  type PaymentFailedReason,
} from "@contract/checkout";
import { AppError } from "../../lib/errors";
import { toPaise } from "@contract/money";
import { requireUser, signedInUser } from "../auth";
import { parseForm, paymentRecords, readPayuCallback, type MoneyDeps, type PostedForm } from "../payments";
import type { DeliveryEstimates } from "../shipping";
import { CHECKOUT_NOT_FOUND, checkoutView } from "./checkout-view";
import { initiatePayment, paymentMethods } from "./initiate-checkout";
import { createOrder, handleWebhook, verifyPayment } from "./razorpay-checkout";
import { confirmCheckout, type Settlement } from "./settle-payment";

/** `estimates`: a buyer's pincode the courier cannot serve is refused before any payment starts. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ deps: MoneyDeps; estimates: DeliveryEstimates }> = async (
  app,
  { deps, estimates },
) => {
  const db = deps.db;

  app.post(
    "/payments/initiate",
    {
      onRequest: requireUser,
      schema: { body: initiatePaymentSchema, response: { 200: initiatePaymentResponseSchema } },
    },
    (request) => initiatePayment(db, deps.gateway, estimates, signedInUser(request), request.body),
  );

  app.get("/payments/methods", { onRequest: requireUser, schema: { response: { 200: paymentMethodsSchema } } }, () =>
    paymentMethods(deps.gateway),
  );

  // Orders come only from verified payments (docs/product.md#checkout): the older direct order call answers with the way in.
  app.post(
    "/orders",
    {
      schema: {
        body: z.record(z.string(), z.unknown()).optional().describe("Ignored: orders come from verified payments"),
        response: { 405: z.object({ message: z.string(), code: z.string() }) },
      },
    },
    async () => {
      throw new AppError(405, "METHOD_NOT_ALLOWED", PAYMENT_MESSAGES.noDirectOrders);
    },
  );

  app.get(
    "/payments/checkout/:id",
    {
      onRequest: requireUser,
      schema: {
        params: z.object({ id: z.uuid({ error: CHECKOUT_NOT_FOUND }) }),
        response: { 200: checkoutViewSchema },
      },
    },
    (request) => checkoutView(db, signedInUser(request), request.params.id),
  );

  app.post(
    "/payments/create-order",
    {
      onRequest: requireUser,
      schema: { body: createRazorpayOrderSchema, response: { 200: razorpayOrderResponseSchema } },
    },
    (request) => createOrder(deps, signedInUser(request), request.body.orderId, request.body.amount),
  );

  app.post(
    "/payments/verify",
    { onRequest: requireUser, schema: { body: verifyRazorpaySchema, response: { 200: verifyRazorpayResponseSchema } } },
    (request) => verifyPayment(deps, signedInUser(request), request.body),
  );

  await app.register(payuReturnRoutes, { deps });
  await app.register(razorpayWebhookRoutes, { deps });
};

/** PayU's postback fields (docs/providers/payu.md), form-encoded; a repeated field arrives as a list and is refused. */
const postedForm = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .optional()
  .describe(
    "PayU's response fields: mihpayid, status, key, txnid, amount, productinfo, firstname, email, udf1-5, hash, ...",
  );
const redirect = z.object({}).describe("No body: a 303 to /payment/success?orderId= or /payment/failed?reason=");

/**
 * Where the browser goes after a PayU postback. The failed page is told a reason only by its code (its texts are
 * ours, contract/checkout.ts); any other words, the gateway's own among them, get the page's default text.
 */
const failedAt = (reason: PaymentFailedReason | undefined, paymentId?: string) => {
  const query = new URLSearchParams({ ...(reason ? { reason } : {}), ...(paymentId ? { paymentId } : {}) });
  return `/payment/failed${query.size ? `?${query}` : ""}`;
};
const locationOf = (s: Settlement, paymentId: string) =>
  s.kind === "placed" ? `/payment/success?orderId=${s.orderId}` : failedAt(paymentFailedReasonOf(s.reason), paymentId);

/**
 * surl and furl: PayU posts its answer here, form-encoded and cross-site, so no session cookie and no CSRF token
 * come with it; the txnid names the payment and the hash proves PayU sent it. Always a 303 to a page.
 */
const payuReturnRoutes: FastifyPluginAsync<{ deps: MoneyDeps }> = async (app, { deps }) => {
  // PayU posts forms only; anything else is not PayU.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, parseForm(body as string)),
  );
  const handle = async (body: PostedForm | undefined, reply: FastifyReply) => {
    const read = readPayuCallback(body ?? {}, deps.gateway);
    if (!read.ok) return reply.redirect(failedAt(read.reason), 303);
    const payment = await paymentRecords.findPaymentByTxnid(deps.db, read.txnid);
    if (!payment || payment.gateway !== "payu" || toPaise(payment.amount) !== read.amountPaise)
      return reply.redirect(failedAt("invalid_data"), 303);
    // The postback says which checkout and what PayU claims; PayU itself is asked what it captured (verify_payment).
    const settled = await confirmCheckout(deps, payment.id, { closeIfUnpaid: read.status === "failure" });
    return reply.redirect(locationOf(settled, payment.id), 303);
  };
  for (const path of ["/payments/payu/success", "/payments/payu/failure"])
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(path, { schema: { body: postedForm, response: { 303: redirect } } }, (request, reply) =>
        handle(request.body, reply),
      );
};

/** Razorpay's webhook is signed over the exact bytes sent: the body is kept raw for the HMAC. */
const razorpayWebhookRoutes: FastifyPluginAsync<{ deps: MoneyDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/payments/razorpay/webhook",
      { schema: { response: { 200: z.object({ received: z.boolean() }) } } },
      (request) => {
        const header = (name: string) => {
          const v = request.headers[name];
          return typeof v === "string" ? v : undefined;
        };
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return handleWebhook(deps, raw, header("x-razorpay-signature"), header("x-razorpay-event-id")?.slice(0, 100));
      },
    );
};
