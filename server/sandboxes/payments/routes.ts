import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import {
  parseForm,
  payuCommandHash,
  payuRequestHash,
  payuResponseHash,
  sameDigest,
  type GatewaySettings,
  type PostedForm,
} from "../../modules/payments";
import * as sandbox from "./books-repo";
import { payuSandboxCommands } from "./payu-commands";
import { razorpaySandboxRoutes } from "./razorpay-routes";
import { RETURN_SCRIPT, errorPage, payuCheckoutPage, returnToMerchantPage } from "./pages";

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

/** What PayU posts back to the merchant for an attempt, signed with the merchant's salt. */
function payuReturnFields(
  f: NonNullable<ReturnType<typeof signedRequest>>,
  txn: Awaited<ReturnType<typeof sandbox.recordAttempt>>,
  gateway: GatewaySettings,
) {
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
    status: paid ? "success" : "failure",
  };
  return {
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
  };
}

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
    // A txnid already paid is not charged again (PayU's page refuses a second payment of one txnid); after a
    // failure the payer may try again on the same txnid, and that attempt may succeed.
    const paidBefore = (await sandbox.attemptsOf(db, f.txnid)).find((a) => a.status === "success");
    const txn =
      paidBefore ??
      (await sandbox.recordAttempt(db, {
        gateway: "payu",
        reference: f.txnid,
        gatewayPaymentId: newMihpayid(),
        status: one(form, "outcome") === "success" ? "success" : "failure",
        amount: Number(f.amount),
        mode,
      }));
    // The merchant's own return URLs, whatever the form says: the sandbox never posts a payer anywhere else.
    const paid = txn.status === "success";
    return html(
      reply,
      200,
      returnToMerchantPage(paid ? gateway.surl : gateway.furl, payuReturnFields(f, txn, gateway)),
    );
  });

  app.get("/sandbox/payu/return.js", (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-store").send(RETURN_SCRIPT),
  );

  /** PayU's postservice: form posts with hash sha512(key|command|var1|SALT); each command in payu-sandbox-commands. */
  app.post("/sandbox/payu/postservice", async (request) => {
    const form = formOf(request.body);
    const [key, command, var1] = [one(form, "key"), one(form, "command"), one(form, "var1")];
    if (
      key !== gateway.payu.key ||
      !sameDigest(payuCommandHash(key, command, var1, gateway.payu.salt), one(form, "hash"))
    )
      return { status: 0, msg: "Invalid Hash." };
    const run = payuSandboxCommands[command];
    if (!run) return { status: 0, msg: "Unknown command" };
    return run(db, { var1, var2: one(form, "var2"), var3: one(form, "var3") });
  });

  await app.register(razorpaySandboxRoutes, { gateway });
};
