import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { toPaise } from "@contract/money";
import { hmacSha256Hex, razorpaySignature, type GatewaySettings } from "../../modules/payments";
import * as sandbox from "./books-repo";
import { RAZORPAY_CHECKOUT_SCRIPT, SANDBOX_DECLINE_TEXT } from "./pages";

/**
 * The sandbox's stand-in for Razorpay: its checkout script and pay button, and the REST API we call (orders, payments,
 * refunds), answering from the sandbox's own books as Razorpay answers from its own.
 */

const ORDER_ID = /^order_[A-Za-z0-9]{1,40}$/;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const apiError = (reply: FastifyReply, status: number, description: string) =>
  reply.status(status).send({ error: { code: "BAD_REQUEST_ERROR", description } });

function paymentEntity(txn: sandbox.SandboxTransaction, refunded: number) {
  const amount = toPaise(txn.amount);
  const captured = txn.status === "success";
  const fully = refunded >= amount;
  return {
    id: txn.gatewayPaymentId,
    entity: "payment",
    amount,
    currency: "INR",
    status: txn.status === "failure" ? "failed" : txn.status === "auto_refunded" || fully ? "refunded" : "captured",
    order_id: txn.reference,
    captured,
    amount_refunded: txn.status === "auto_refunded" ? amount : refunded,
    refund_status: txn.status === "auto_refunded" || fully ? "full" : refunded > 0 ? "partial" : null,
    method: txn.mode,
    error_description: txn.status === "failure" ? SANDBOX_DECLINE_TEXT : null,
    created_at: unix(txn.createdAt),
  };
}

const refundEntity = (r: { requestId: string; token: string; amount: number; createdAt: Date }, paymentId: string) => ({
  id: r.requestId,
  entity: "refund",
  amount: toPaise(r.amount),
  currency: "INR",
  payment_id: paymentId,
  notes: { token: r.token },
  status: "processed",
  created_at: unix(r.createdAt),
});

/** Razorpay's list query: a creation-time window in Unix seconds (both ends included), count at most 100, skip. */
const listQuery = z.object({
  from: z.coerce.number().int().min(0).max(1e10).default(0),
  to: z.coerce.number().int().min(0).max(1e10).default(1e10),
  count: z.coerce.number().int().min(1).max(100).default(10),
  skip: z.coerce.number().int().min(0).max(1e7).default(0),
});
const listWindow = (q: z.infer<typeof listQuery>) => ({
  window: { from: new Date(q.from * 1000), to: new Date((q.to + 1) * 1000) },
  page: { limit: q.count, offset: q.skip },
});

type Db = FastifyInstance["database"]["db"];

/** What every route of the stand-in shares: its books, the merchant's gateway settings and its key check. */
interface RazorpaySandbox {
  db: Db;
  gateway: GatewaySettings;
  /** Razorpay's API answers only its own key pair. */
  authorised: (request: FastifyRequest) => boolean;
}

async function refundedPaise(db: Db, txn: sandbox.SandboxTransaction) {
  return (await sandbox.refundsOf(db, txn.id)).reduce((sum, r) => sum + toPaise(r.amount), 0);
}

function sendWebhook(
  gateway: GatewaySettings,
  request: FastifyRequest,
  kind: "payment.captured" | "payment.failed",
  txn: sandbox.SandboxTransaction,
) {
  const secret = gateway.razorpay.webhookSecret;
  if (!secret) return;
  const event = JSON.stringify({ event: kind, payload: { payment: { entity: paymentEntity(txn, 0) } } });
  void gateway
    .transport({
      method: "POST",
      url: new URL("/api/payments/razorpay/webhook", gateway.razorpay.apiUrl).href,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": hmacSha256Hex(secret, event),
        "x-razorpay-event-id": `evt_${txn.gatewayPaymentId}`,
      },
      payload: event,
    })
    .catch((err: unknown) => request.log.warn({ err }, "the sandbox could not deliver its webhook"));
}

/** The checkout script, order creation and the sandbox payer's Pay button. */
function registerCheckout(app: FastifyInstance, { db, gateway, authorised }: RazorpaySandbox) {
  const { keySecret } = gateway.razorpay;
  app.get("/sandbox/razorpay/checkout.js", (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-store").send(RAZORPAY_CHECKOUT_SCRIPT),
  );

  app.post("/sandbox/razorpay/v1/orders", async (request, reply) => {
    if (!authorised(request)) return apiError(reply, 401, "Authentication failed");
    const body = (request.body ?? {}) as { amount?: unknown; receipt?: unknown };
    if (!Number.isSafeInteger(body.amount) || Number(body.amount) < 100)
      return apiError(reply, 400, "The amount must be at least INR 1.00");
    return {
      id: `order_${randomBytes(7).toString("hex")}`,
      entity: "order",
      amount: body.amount,
      currency: "INR",
      receipt: typeof body.receipt === "string" ? body.receipt : null,
      status: "created",
    };
  });

  /**
   * The sandbox payer pressed Pay (or Fail): a payment id signed as Razorpay signs it, and (as Razorpay does) a
   * webhook to the merchant, so verify and the webhook race just as they would for real. A payment on an order that
   * already has a captured one is refunded at once and never captured, as Razorpay does.
   */
  app.post(
    "/sandbox/razorpay/pay",
    {
      schema: {
        body: z.object({
          order_id: z.string().regex(ORDER_ID, { error: "order_id is not a Razorpay order" }),
          amount: z.number().int().positive().max(1e11),
          key: z.string().max(100).optional(),
          outcome: z.enum(["success", "failure"]).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { order_id, amount, outcome } = request.body as { order_id: string; amount: number; outcome?: string };
      const paidBefore = (await sandbox.attemptsOf(db, order_id)).some((a) => a.status === "success");
      const txn = await sandbox.recordAttempt(db, {
        gateway: "razorpay",
        reference: order_id,
        gatewayPaymentId: `pay_${randomBytes(7).toString("hex")}`,
        status: outcome === "failure" ? "failure" : paidBefore ? "auto_refunded" : "success",
        amount: amount / 100,
        mode: "card",
      });
      if (txn.status === "failure") {
        sendWebhook(gateway, request, "payment.failed", txn);
        return reply
          .status(400)
          .send({ error: { description: SANDBOX_DECLINE_TEXT, payment_id: txn.gatewayPaymentId } });
      }
      if (txn.status === "success") sendWebhook(gateway, request, "payment.captured", txn);
      return {
        razorpay_payment_id: txn.gatewayPaymentId,
        razorpay_order_id: order_id,
        razorpay_signature: razorpaySignature(keySecret, order_id, txn.gatewayPaymentId),
      };
    },
  );
}

/** Payments and refunds as Razorpay lists them. */
function registerLookups(app: FastifyInstance, { db, authorised }: RazorpaySandbox) {
  app.get("/sandbox/razorpay/v1/orders/:id/payments", async (request, reply) => {
    if (!authorised(request)) return apiError(reply, 401, "Authentication failed");
    const { id } = request.params as { id: string };
    const attempts = await sandbox.attemptsOf(db, id);
    const items = await Promise.all(attempts.map(async (t) => paymentEntity(t, await refundedPaise(db, t))));
    return { entity: "collection", count: items.length, items };
  });

  app.get("/sandbox/razorpay/v1/payments", { schema: { querystring: listQuery } }, async (request, reply) => {
    if (!authorised(request)) return apiError(reply, 401, "Authentication failed");
    const { window, page } = listWindow(request.query as z.infer<typeof listQuery>);
    const attempts = await sandbox.attemptsBetween(db, "razorpay", window, page);
    const items = await Promise.all(attempts.map(async (t) => paymentEntity(t, await refundedPaise(db, t))));
    return { entity: "collection", count: items.length, items };
  });

  app.get("/sandbox/razorpay/v1/refunds", { schema: { querystring: listQuery } }, async (request, reply) => {
    if (!authorised(request)) return apiError(reply, 401, "Authentication failed");
    const { window, page } = listWindow(request.query as z.infer<typeof listQuery>);
    const items = (await sandbox.refundsBetween(db, "razorpay", window, page)).map((r) =>
      refundEntity(r.refund, r.gatewayPaymentId),
    );
    return { entity: "collection", count: items.length, items };
  });

  app.get("/sandbox/razorpay/v1/payments/:id", async (request, reply) => {
    if (!authorised(request)) return apiError(reply, 401, "Authentication failed");
    const txn = await sandbox.findSandboxByPaymentId(db, (request.params as { id: string }).id);
    if (!txn) return apiError(reply, 400, "The id provided does not exist");
    return paymentEntity(txn, await refundedPaise(db, txn));
  });

  app.get("/sandbox/razorpay/v1/payments/:id/refunds", async (request, reply) => {
    if (!authorised(request)) return apiError(reply, 401, "Authentication failed");
    const { id } = request.params as { id: string };
    const txn = await sandbox.findSandboxByPaymentId(db, id);
    if (!txn) return apiError(reply, 400, "The id provided does not exist");
    const items = (await sandbox.refundsOf(db, txn.id)).map((r) => refundEntity(r, id));
    return { entity: "collection", count: items.length, items };
  });
}

function registerRefund(app: FastifyInstance, { db, authorised }: RazorpaySandbox) {
  /** Same idempotency key and body: the same refund; same key, other body: 400 (Razorpay's rules, docs/providers/razorpay.md). */
  app.post("/sandbox/razorpay/v1/payments/:id/refund", async (request, reply) => {
    if (!authorised(request)) return apiError(reply, 401, "Authentication failed");
    const { id } = request.params as { id: string };
    const txn = await sandbox.findSandboxByPaymentId(db, id);
    if (!txn || txn.status !== "success") return apiError(reply, 400, "The payment has not been captured");
    const body = (request.body ?? {}) as { amount?: unknown };
    const amount = body.amount === undefined ? toPaise(txn.amount) : Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount < 100) return apiError(reply, 400, "The refund amount is invalid");
    const key = String(request.headers["x-refund-idempotency"] ?? `auto${randomBytes(8).toString("hex")}`).slice(0, 60);
    const recorded = await db.transaction((tx) =>
      sandbox.recordRefund(tx, txn, {
        token: key,
        requestId: `rfnd_${randomBytes(7).toString("hex")}`,
        amount: amount / 100,
      }),
    );
    if (recorded.kind === "over_amount")
      return apiError(reply, 400, "The refund amount provided is greater than amount captured");
    if (recorded.kind === "existing" && toPaise(recorded.refund.amount) !== amount)
      return apiError(reply, 400, "The idempotency key was used with a different request");
    return refundEntity(recorded.refund, id);
  });
}

export const razorpaySandboxRoutes: FastifyPluginAsync<{ gateway: GatewaySettings }> = async (app, { gateway }) => {
  const { keyId, keySecret } = gateway.razorpay;
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const authorised = (request: FastifyRequest) => {
    const sent = Buffer.from(String(request.headers.authorization ?? ""));
    const ours = Buffer.from(authorization);
    return sent.length === ours.length && timingSafeEqual(sent, ours);
  };
  const books: RazorpaySandbox = { db: app.database.db, gateway, authorised };
  registerCheckout(app, books);
  registerLookups(app, books);
  registerRefund(app, books);
};
