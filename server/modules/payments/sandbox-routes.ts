import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { z } from "zod";
import type { GatewaySettings } from "./gateway-settings";
import { parseForm, type PostedForm } from "./payu-callback";
import {
  hmacSha256Hex,
  payuCommandHash,
  payuRequestHash,
  payuResponseHash,
  razorpaySignature,
  sameDigest,
} from "./gateway-hashes";
import * as sandbox from "./sandbox-repo";
import {
  RAZORPAY_CHECKOUT_SCRIPT,
  RETURN_SCRIPT,
  errorPage,
  payuCheckoutPage,
  returnToMerchantPage,
} from "./sandbox-pages";

/**
 * The built-in sandbox gateway (never registered with real keys): PayU's hosted page and postservice, and a
 * stand-in for Razorpay's checkout, speaking the same fields and hashes so the whole purchase runs on one machine.
 * It plays another company: it keeps its own books (sandbox_transactions) and knows us only through the protocol.
 */

const REQUEST_FIELDS = [
  "key",
  "txnid",
  "amount",
  "productinfo",
  "firstname",
  "email",
  "phone",
  "udf1",
  "udf2",
  "udf3",
  "udf4",
  "udf5",
  "hash",
] as const;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);

const one = (form: PostedForm, name: string) => {
  const value = Object.hasOwn(form, name) ? form[name] : undefined;
  return typeof value === "string" ? value : "";
};

/** The merchant's request as posted, if its hash is right under the sandbox's key and salt. */
function signedRequest(form: PostedForm, settings: GatewaySettings) {
  const f = Object.fromEntries(REQUEST_FIELDS.map((k) => [k, one(form, k)])) as Record<
    (typeof REQUEST_FIELDS)[number],
    string
  >;
  const expected = payuRequestHash(f, settings.payu.salt);
  if (f.key !== settings.payu.key || !sameDigest(expected, f.hash) || !AMOUNT.test(f.amount) || !f.txnid)
    return undefined;
  return f;
}

const newMihpayid = () => String(400_000_000_000 + Number.parseInt(randomBytes(5).toString("hex"), 16));

export const sandboxRoutes: FastifyPluginAsync<{ gateway: GatewaySettings }> = async (app, { gateway }) => {
  const db = app.database.db;
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, parseForm(body as string)),
  );
  const formOf = (body: unknown): PostedForm => (body && typeof body === "object" ? (body as PostedForm) : {});

  app.post("/sandbox/payu", async (request, reply) => {
    const f = signedRequest(formOf(request.body), gateway);
    if (!f)
      return html(reply, 400, errorPage("Security validation failed: the payment request's hash does not match."));
    return html(reply, 200, payuCheckoutPage(f, f.productinfo, Number(f.amount)));
  });

  app.post("/sandbox/payu/complete", async (request, reply) => {
    const form = formOf(request.body);
    const f = signedRequest(form, gateway);
    if (!f)
      return html(reply, 400, errorPage("Security validation failed: the payment request's hash does not match."));
    const mode = ["UPI", "CC", "NB"].includes(one(form, "mode")) ? one(form, "mode") : "UPI";
    const txn = await sandbox.recordSandboxTransaction(db, {
      gateway: "payu",
      reference: f.txnid,
      gatewayPaymentId: newMihpayid(),
      status: one(form, "outcome") === "success" ? "success" : "failure",
      amount: Number(f.amount),
      mode,
    });
    const paid = txn.status === "success";
    const response = {
      key: f.key,
      txnid: f.txnid,
      amount: f.amount,
      productinfo: f.productinfo,
      firstname: f.firstname,
      email: f.email,
      udf1: f.udf1,
      udf2: f.udf2,
      udf3: f.udf3,
      udf4: f.udf4,
      udf5: f.udf5,
      status: txn.status,
    };
    // The merchant's own return URLs, whatever the form says: the sandbox never posts a payer anywhere else.
    return html(
      reply,
      200,
      returnToMerchantPage(paid ? gateway.surl : gateway.furl, {
        ...response,
        phone: f.phone,
        mihpayid: txn.gatewayPaymentId,
        mode: txn.mode,
        unmappedstatus: paid ? "captured" : "failed",
        addedon: txn.createdAt.toISOString().slice(0, 19).replace("T", " "),
        bank_ref_num: paid ? txn.gatewayPaymentId.slice(-10) : "",
        error: paid ? "E000" : "E308",
        error_Message: paid ? "No Error" : "Transaction declined by the sandbox payer",
        field9: paid ? "Transaction Completed Successfully" : "Transaction declined by the sandbox payer",
        net_amount_debit: paid ? f.amount : "0.00",
        PG_TYPE: "SANDBOX",
        hash: payuResponseHash(response, gateway.payu.salt),
      }),
    );
  });

  app.get("/sandbox/payu/return.js", (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-store").send(RETURN_SCRIPT),
  );

  /** PayU's postservice: verify_payment and cancel_refund_transaction, hash sha512(key|command|var1|SALT). */
  app.post("/sandbox/payu/postservice", async (request) => {
    const form = formOf(request.body);
    const [key, command, var1] = [one(form, "key"), one(form, "command"), one(form, "var1")];
    if (
      key !== gateway.payu.key ||
      !sameDigest(payuCommandHash(key, command, var1, gateway.payu.salt), one(form, "hash"))
    )
      return { status: 0, msg: "Invalid Hash." };
    if (command === "verify_payment") {
      const txn = await sandbox.findSandboxTransaction(db, var1);
      if (!txn)
        return {
          status: 0,
          msg: "0 out of 1 Transactions Fetched Successfully",
          transaction_details: { [var1]: { status: "Not Found" } },
        };
      return {
        status: 1,
        msg: "1 out of 1 Transactions Fetched Successfully",
        transaction_details: {
          [var1]: {
            mihpayid: txn.gatewayPaymentId,
            txnid: var1,
            status: txn.status,
            amt: Number(txn.amount).toFixed(2),
            mode: txn.mode,
            error_Message: txn.status === "success" ? "No Error" : "Transaction declined by the sandbox payer",
          },
        },
      };
    }
    if (command === "cancel_refund_transaction") {
      const txn = await sandbox.findSandboxByPaymentId(db, var1);
      const token = one(form, "var2");
      if (!txn || txn.status !== "success" || !token) return { status: 0, msg: "Invalid payment id or token" };
      const refunded = txn.refundRequestId
        ? txn
        : await sandbox.recordSandboxRefund(db, txn.id, token, randomBytes(8).toString("hex"));
      return {
        status: 1,
        msg: "Refund Request Queued",
        request_id: refunded.refundRequestId,
        mihpayid: txn.gatewayPaymentId,
      };
    }
    return { status: 0, msg: "Unknown command" };
  });

  app.get("/sandbox/razorpay/checkout.js", (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-store").send(RAZORPAY_CHECKOUT_SCRIPT),
  );

  /**
   * The sandbox payer pressed Pay: a payment id signed as Razorpay signs it, and (as Razorpay does) a
   * payment.captured webhook to the merchant, so verify and the webhook race just as they would for real.
   */
  app.post(
    "/sandbox/razorpay/pay",
    {
      schema: {
        body: z.object({
          order_id: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/, { error: "order_id is not a Razorpay order" }),
          amount: z.number().int().positive().max(1e11),
          key: z.string().max(100).optional(),
        }),
      },
    },
    async (request) => {
      const { order_id, amount } = request.body as { order_id: string; amount: number };
      const txn = await sandbox.recordSandboxTransaction(db, {
        gateway: "razorpay",
        reference: order_id,
        gatewayPaymentId: `pay_${randomBytes(7).toString("hex")}`,
        status: "success",
        amount: amount / 100,
        mode: "card",
      });
      const event = JSON.stringify({
        event: "payment.captured",
        payload: {
          payment: {
            entity: {
              id: txn.gatewayPaymentId,
              order_id,
              amount: Math.round(Number(txn.amount) * 100),
              status: "captured",
            },
          },
        },
      });
      const secret = gateway.razorpay.webhookSecret;
      if (secret && gateway.sandboxTransport)
        void gateway
          .sandboxTransport({
            method: "POST",
            url: "/api/payments/razorpay/webhook",
            headers: {
              "content-type": "application/json",
              "x-razorpay-signature": hmacSha256Hex(secret, event),
              "x-razorpay-event-id": `evt_${txn.gatewayPaymentId}`,
            },
            payload: event,
          })
          .catch((err: unknown) => request.log.warn({ err }, "the sandbox could not deliver its webhook"));
      return {
        razorpay_payment_id: txn.gatewayPaymentId,
        razorpay_order_id: order_id,
        razorpay_signature: razorpaySignature(gateway.razorpay.keySecret, order_id, txn.gatewayPaymentId),
      };
    },
  );

  app.post("/sandbox/razorpay/v1/payments/:id/refund", async (request, reply) => {
    const { id } = request.params as { id: string };
    const txn = await sandbox.findSandboxByPaymentId(db, id);
    if (!txn || txn.status !== "success")
      return reply.status(400).send({ error: { description: "Invalid payment id" } });
    const token = String(request.headers["x-refund-idempotency"] ?? "refund").slice(0, 40);
    const refunded = txn.refundRequestId
      ? txn
      : await sandbox.recordSandboxRefund(db, txn.id, token, `rfnd_${randomBytes(7).toString("hex")}`);
    return { id: refunded.refundRequestId, payment_id: id, status: "processed" };
  });
};
