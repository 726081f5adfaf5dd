import { toPaise } from "@contract/money";
import { callGateway, GatewayUnreachable, type GatewayAnswer } from "./gateway-api";
import type { Capture, Gateway, GatewayDay, PaymentCheck, RefundAnswer, RefundLookup } from "./gateway";
import type { GatewaySettings } from "./gateway-settings";

interface RazorpayPayment {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  status?: unknown;
  captured?: unknown;
  error_description?: unknown;
}

const refundKind = (status: unknown): "processed" | "in_flight" | "failed" =>
  status === "processed" ? "processed" : status === "failed" ? "failed" : "in_flight";

/** Razorpay's largest page of a list (`count`); a shorter page is the last. */
const PAGE = 100;

const items = (answer: GatewayAnswer) =>
  Array.isArray(answer.body.items) ? (answer.body.items as Record<string, unknown>[]) : [];

/** One authenticated call to Razorpay's API: what every method of the gateway shares. */
type RazorpayCall = (
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  extra?: Record<string, string>,
) => Promise<GatewayAnswer>;

async function read(call: RazorpayCall, path: string) {
  const answer = await call("GET", path);
  if (answer.status >= 400) throw new GatewayUnreachable(`Razorpay answered ${answer.status} to ${path}`);
  return answer;
}

/** Every entity a list gives for [from, to] (Unix seconds, both ends included), page by page to the end. */
async function listAll(call: RazorpayCall, path: string, window: { from: Date; to: Date }) {
  const from = Math.floor(window.from.getTime() / 1000);
  const to = Math.ceil(window.to.getTime() / 1000) - 1;
  const all: Record<string, unknown>[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const page = items(await read(call, `${path}?from=${from}&to=${to}&count=${PAGE}&skip=${skip}`));
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

/** Every payment of the checkout's order: the captured ones are money we hold, whichever attempt they were. */
async function checkPayment(
  call: RazorpayCall,
  payment: Parameters<Gateway["checkPayment"]>[0],
): Promise<PaymentCheck> {
  const orderId = payment.gatewayOrderId;
  if (!orderId) return { captures: [], state: "unknown", raw: { source: "orders.payments" } };
  const payments = items(await read(call, `/v1/orders/${encodeURIComponent(orderId)}/payments`)) as RazorpayPayment[];
  const ours = payments.filter((p) => p.order_id === orderId && typeof p.id === "string");
  const captures: Capture[] = ours
    .filter((p) => p.captured === true || p.status === "captured")
    .map((p) => ({ gatewayPaymentId: String(p.id), amountPaise: Number(p.amount) }));
  const raw = {
    source: "orders.payments",
    razorpay_order_id: orderId,
    attempts: ours
      .map((p) => `${String(p.id)}:${String(p.status)}`)
      .join(",")
      .slice(0, 500),
  };
  if (captures.length > 0) return { captures, state: "captured", raw };
  if (ours.some((p) => p.status === "created" || p.status === "authorized")) return { captures, state: "pending", raw };
  const failed = ours.find((p) => p.status === "failed");
  if (failed)
    return {
      captures,
      state: "failed",
      message: typeof failed.error_description === "string" ? failed.error_description.slice(0, 200) : undefined,
      raw,
    };
  return { captures, state: ours.length > 0 ? "pending" : "unknown", raw };
}

async function refund(
  call: RazorpayCall,
  payment: Parameters<Gateway["refund"]>[0],
  refund: Parameters<Gateway["refund"]>[1],
): Promise<RefundAnswer> {
  if (!payment.gatewayPaymentId) return { kind: "refused", reason: "the payment has no Razorpay id to refund" };
  let answer: GatewayAnswer;
  try {
    answer = await call(
      "POST",
      `/v1/payments/${encodeURIComponent(payment.gatewayPaymentId)}/refund`,
      { amount: refund.amountPaise, notes: { token: refund.token } },
      { "x-refund-idempotency": refund.token },
    );
  } catch (err) {
    return { kind: "unknown", reason: err instanceof Error ? err.message : "no answer" };
  }
  const error = answer.body.error as { description?: unknown } | undefined;
  // 409: the same key is still being processed; look again later rather than call it refused.
  if (answer.status === 409) return { kind: "unknown", reason: "Razorpay is still processing this refund" };
  if (answer.status >= 400 || typeof answer.body.id !== "string")
    return {
      kind: "refused",
      reason: `Razorpay refused the refund: ${String(error?.description ?? answer.status)}`,
    };
  const kind = refundKind(answer.body.status);
  if (kind === "failed") return { kind: "refused", reason: "Razorpay's refund failed" };
  return { kind, gatewayRefundId: answer.body.id };
}

/** Payments and refunds listed by creation time; captured payments (late ones too) and processed refunds. */
async function listTransactions(call: RazorpayCall, window: { from: Date; to: Date }): Promise<GatewayDay> {
  const at = (v: unknown) => new Date(Number(v) * 1000);
  const [payments, refunds] = [await listAll(call, "/v1/payments", window), await listAll(call, "/v1/refunds", window)];
  return {
    captures: payments
      .filter((p) => p.captured === true && typeof p.id === "string")
      .map((p) => ({
        gatewayPaymentId: String(p.id),
        amountPaise: Number(p.amount),
        at: at(p.created_at),
        refundedPaise: Number(p.amount_refunded ?? 0),
      })),
    refunds: refunds
      .filter((r) => r.status === "processed" && typeof r.id === "string")
      .map((r) => ({
        gatewayRefundId: String(r.id),
        gatewayPaymentId: String(r.payment_id),
        amountPaise: Number(r.amount),
        at: at(r.created_at),
      })),
  };
}

/**
 * Razorpay (orders, payments, refunds; Basic auth with the key pair, amounts in paise). An order stays open after
 * a failed attempt, so a checkout is judged by every payment on its order, as Razorpay lists them.
 */
export function razorpayGateway(settings: GatewaySettings): Gateway {
  const { keyId, keySecret, apiUrl } = settings.razorpay;
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const call: RazorpayCall = (method, path, body, extra = {}) =>
    callGateway(settings.transport, {
      method,
      url: `${apiUrl}${path}`,
      headers: { authorization, ...(body === undefined ? {} : { "content-type": "application/json" }), ...extra },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  return {
    name: "razorpay",
    sandbox: settings.razorpay.sandbox,

    async start(payment) {
      const answer = await call("POST", "/v1/orders", {
        amount: toPaise(payment.amount),
        currency: "INR",
        receipt: payment.txnid,
        notes: { paymentId: payment.id },
      });
      if (answer.status >= 400 || typeof answer.body.id !== "string")
        throw new GatewayUnreachable("Razorpay did not create the order");
      return { kind: "order", orderId: answer.body.id, amountPaise: Number(answer.body.amount) };
    },

    checkPayment: (payment) => checkPayment(call, payment),
    refund: (payment, toRefund) => refund(call, payment, toRefund),

    /** The payment's refunds, ours found by the token we put in its notes. */
    async findRefund(payment, refund): Promise<RefundLookup> {
      if (!payment.gatewayPaymentId) return { kind: "none" };
      const refunds = items(await read(call, `/v1/payments/${encodeURIComponent(payment.gatewayPaymentId)}/refunds`));
      const ours = refunds.find((r) => (r.notes as Record<string, unknown> | undefined)?.token === refund.token);
      return ours && typeof ours.id === "string"
        ? { kind: refundKind(ours.status), gatewayRefundId: ours.id }
        : { kind: "none" };
    },

    listTransactions: (window) => listTransactions(call, window),
  };
}
