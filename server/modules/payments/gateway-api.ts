import type { PaymentRow } from "./payments-repo";
import type { GatewaySettings } from "./gateway-settings";
import type { GatewayOutcome } from "./gateway-outcome";
import { payuCommandHash } from "./gateway-hashes";

/** The gateways' server-to-server calls: PayU's postservice (verify, refund) and Razorpay's orders and refunds. */

const TIMEOUT_MS = 10_000;

/** One POST to a gateway: over the network, or into this app when it is the sandbox's own URL. */
async function post(settings: GatewaySettings, url: string, headers: Record<string, string>, body: string) {
  if (settings.sandboxTransport && url.startsWith(settings.sandboxBase)) {
    const res = await settings.sandboxTransport!({
      method: "POST",
      url: url.slice(new URL(url).origin.length),
      headers,
      payload: body,
    });
    if (res.statusCode >= 300) throw new Error(`gateway answered ${res.statusCode}`);
    return JSON.parse(res.body) as Record<string, unknown>;
  }
  const res = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`gateway answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

const postForm = (settings: GatewaySettings, url: string, fields: Record<string, string>) =>
  post(
    settings,
    url,
    { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    // URLSearchParams, not encodeURI: PayU's own SDK gets '&' and '+' in values wrong that way (payments.md).
    new URLSearchParams(fields).toString(),
  );

function payuCommand(settings: GatewaySettings, command: string, vars: string[]) {
  const { key, salt, apiUrl } = settings.payu;
  const fields: Record<string, string> = { key, command, hash: payuCommandHash(key, command, vars[0]!, salt) };
  vars.forEach((v, i) => (fields[`var${i + 1}`] = v));
  return postForm(settings, apiUrl, fields);
}

/** PayU verify_payment: undefined when PayU does not know the txnid (the buyer never reached the payment page). */
export async function verifyPayu(settings: GatewaySettings, txnid: string): Promise<GatewayOutcome | undefined> {
  const answer = await payuCommand(settings, "verify_payment", [txnid]);
  const details = (answer.transaction_details as Record<string, Record<string, unknown>> | undefined)?.[txnid];
  if (answer.status !== 1 || !details || typeof details.status !== "string") return undefined;
  const status = details.status === "success" ? "success" : details.status === "failure" ? "failure" : "pending";
  return {
    status,
    gatewayPaymentId: typeof details.mihpayid === "string" ? details.mihpayid : null,
    message: typeof details.error_Message === "string" ? details.error_Message : undefined,
    // PayU's verify answer carries card details (masked) too: keep only its verdict and references.
    raw: {
      source: "verify_payment",
      ...Object.fromEntries(
        ["mihpayid", "txnid", "status", "amt", "mode", "bank_ref_num", "error_Message"]
          .filter((k) => typeof details[k] === "string")
          .map((k) => [k, String(details[k]).slice(0, 200)]),
      ),
    },
  };
}

const basicAuth = (settings: GatewaySettings) =>
  `Basic ${Buffer.from(`${settings.razorpay.keyId}:${settings.razorpay.keySecret}`).toString("base64")}`;

export async function createRazorpayOrder(settings: GatewaySettings, payment: PaymentRow) {
  const order = await post(
    settings,
    `${settings.razorpay.apiUrl}/v1/orders`,
    { "content-type": "application/json", authorization: basicAuth(settings) },
    JSON.stringify({
      amount: Math.round(Number(payment.amount) * 100),
      currency: "INR",
      receipt: payment.txnid,
      notes: { paymentId: payment.id },
    }),
  );
  if (typeof order.id !== "string") throw new Error("Razorpay's order has no id");
  return { id: order.id, amount: Number(order.amount) };
}

/**
 * Asks the gateway to pay a payment back; answers the gateway's request id. The refund token is our refund's id
 * (23 characters at most for PayU), so asking twice cannot refund twice.
 */
export async function requestRefund(
  settings: GatewaySettings,
  payment: PaymentRow,
  refund: { id: string; amount: number },
) {
  if (!payment.gatewayPaymentId) throw new Error("the payment has no gateway payment id to refund");
  const refundId = refund.id;
  const amount = refund.amount.toFixed(2);
  if (payment.gateway === "razorpay") {
    const body = await post(
      settings,
      `${settings.razorpay.apiUrl}/v1/payments/${encodeURIComponent(payment.gatewayPaymentId)}/refund`,
      { "content-type": "application/json", authorization: basicAuth(settings), "x-refund-idempotency": refundId },
      JSON.stringify({ amount: Math.round(refund.amount * 100) }),
    );
    if (typeof body.id !== "string") throw new Error("Razorpay's refund has no id");
    return body.id;
  }
  const token = refundId.replaceAll("-", "").slice(0, 23);
  const answer = await payuCommand(settings, "cancel_refund_transaction", [payment.gatewayPaymentId, token, amount]);
  if (answer.status !== 1) throw new Error(`PayU refused the refund: ${String(answer.msg ?? "no message")}`);
  return String(answer.request_id ?? token);
}
