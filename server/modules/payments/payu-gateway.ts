import { fromIstStamp, istDateOf } from "@contract/ist-days";
import { gatewayAmount, toPaise } from "@contract/money";
import { callGateway, GatewayUnreachable } from "./gateway-api";
import type { Gateway, GatewayDay, ListedRefund, PaymentCheck, RefundAnswer, RefundLookup } from "./gateway";
import { payuCommandHash, payuRequestHash } from "./gateway-hashes";
import type { GatewaySettings } from "./gateway-settings";

/** PayU's fields are `|`-joined for the hash and length-limited; keep them plain and short. */
const plain = (text: string, max: number) => text.replace(/[|\r\n]+/g, " ").slice(0, max);

const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : undefined);

/** PayU's refund states (docs/providers/payu.md): only success is paid back; failure paid nothing; the rest are in flight. */
const refundState = (status: string | undefined): "processed" | "failed" | "in_flight" =>
  status === "success" ? "processed" : status === "failure" ? "failed" : "in_flight";

/** PayU's answer when a day or a transaction has nothing to list: an empty list, not a failure. */
const NOTHING_FOUND = /no .*found|not found/i;

/** PayU's postservice refund refusals that mean "it may already be there": never a refusal (docs/providers/payu.md). */
const DUPLICATE_TOKEN = /already exist/i;

/** A postservice command with its vars, signed with the merchant's key and salt: what every method shares. */
type PayuCommand = (name: string, vars: string[]) => Promise<Record<string, unknown>>;

/** Every action PayU holds on a payment (capture, refunds), by request id. */
async function actionsOf(command: PayuCommand, mihpayid: string) {
  const answer = await command("check_action_status", [mihpayid, "payuid"]);
  const details = (answer.transaction_details as Record<string, unknown> | undefined)?.[mihpayid];
  if (answer.status !== 1 || !details || typeof details !== "object") return [];
  return Object.entries(details as Record<string, Record<string, unknown>>).map(([requestId, action]) => ({
    requestId,
    action: text(action?.action),
    token: text(action?.token),
    status: text(action?.status),
  }));
}

/** The refunds PayU processed on every payment of a txnid (getAllRefundsFromTxnIds), dated when each was made. */
async function refundsOf(command: PayuCommand, txnid: string): Promise<ListedRefund[]> {
  const answer = await command("getAllRefundsFromTxnIds", [txnid]);
  const byPayment = answer["Refund Details"];
  if (answer.status !== 1 || !byPayment || typeof byPayment !== "object") {
    if (NOTHING_FOUND.test(text(answer.msg) ?? "") || answer.status === 1) return [];
    throw new GatewayUnreachable(`PayU would not list the refunds of ${txnid}: ${text(answer.msg) ?? "no message"}`);
  }
  return Object.entries(byPayment as Record<string, unknown>).flatMap(([mihpayid, list]) =>
    (Array.isArray(list) ? (list as Record<string, unknown>[]) : []).flatMap((r) => {
      const at = fromIstStamp(text(r.RefundCreationDate) ?? "");
      const id = text(r.RequestID);
      if (refundState(text(r.Status)) !== "processed" || !at || !id) return [];
      return [{ gatewayRefundId: id, gatewayPaymentId: mihpayid, amountPaise: toPaise(text(r.Amount) ?? "0"), at }];
    }),
  );
}

/** verify_payment for our txnid: PayU's status, amount and mihpayid, the only ones trusted (docs/providers/payu.md). */
async function checkPayment(command: PayuCommand, payment: { txnid: string }): Promise<PaymentCheck> {
  const answer = await command("verify_payment", [payment.txnid]);
  const details = (answer.transaction_details as Record<string, Record<string, unknown>> | undefined)?.[payment.txnid];
  const status = text(details?.status);
  const raw = {
    source: "verify_payment",
    ...Object.fromEntries(
      ["mihpayid", "status", "unmappedstatus", "amt", "mode", "bank_ref_num", "error_Message"]
        .map((k) => [k, text(details?.[k])?.slice(0, 200)])
        .filter(([, v]) => v !== undefined),
    ),
  };
  const message = text(details?.error_Message)?.slice(0, 200);
  if (!details || !status || status === "Not Found") return { captures: [], state: "unknown", raw };
  const mihpayid = text(details.mihpayid);
  if (status === "success" && mihpayid)
    return {
      captures: [{ gatewayPaymentId: mihpayid, amountPaise: toPaise(text(details.amt) ?? "0") }],
      state: "captured",
      raw,
    };
  if (status === "failure") return { captures: [], state: "failed", message, raw };
  return { captures: [], state: "pending", raw };
}

async function refund(
  command: PayuCommand,
  payment: Parameters<Gateway["refund"]>[0],
  refund: Parameters<Gateway["refund"]>[1],
): Promise<RefundAnswer> {
  if (!payment.gatewayPaymentId) return { kind: "refused", reason: "the payment has no PayU id to refund" };
  let answer: Record<string, unknown>;
  try {
    answer = await command("cancel_refund_transaction", [
      payment.gatewayPaymentId,
      refund.token,
      gatewayAmount(refund.amountPaise),
    ]);
  } catch (err) {
    return { kind: "unknown", reason: err instanceof Error ? err.message : "no answer" };
  }
  const msg = text(answer.msg) ?? "no message";
  if (answer.status === 1) return { kind: "in_flight", gatewayRefundId: text(answer.request_id) ?? refund.token };
  if (DUPLICATE_TOKEN.test(msg) || text(answer.error_code) === "106") return { kind: "unknown", reason: msg };
  return { kind: "refused", reason: `PayU refused the refund: ${msg}`.slice(0, 300) };
}

/**
 * get_Transaction_Details for the window's IST dates (one answer, no paging): its `captured` rows are the captures
 * (`autoRefund` ones PayU paid back itself, never ours). Refunds are not rows of it: they are asked per txnid.
 */
async function listTransactions(
  command: PayuCommand,
  window: Parameters<Gateway["listTransactions"]>[0],
  refundsAskedOn: Parameters<Gateway["listTransactions"]>[1],
): Promise<GatewayDay> {
  const within = (at: Date | undefined): at is Date => Boolean(at && at >= window.from && at < window.to);
  const answer = await command("get_Transaction_Details", [
    istDateOf(window.from),
    istDateOf(new Date(window.to.getTime() - 1)),
  ]);
  const rows = answer.Transaction_details;
  if (answer.status !== 1 && !NOTHING_FOUND.test(text(answer.msg) ?? ""))
    throw new GatewayUnreachable(`PayU would not list transactions: ${text(answer.msg) ?? "no message"}`);
  const refunds = (
    await Promise.all([...new Set(refundsAskedOn.map((p) => p.txnid))].map((txnid) => refundsOf(command, txnid)))
  ).flat();
  const refundedOf = (mihpayid: string) =>
    refunds.filter((r) => r.gatewayPaymentId === mihpayid).reduce((sum, r) => sum + r.amountPaise, 0);
  const captures = (Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []).flatMap((row) => {
    const at = fromIstStamp(text(row.addedon) ?? "");
    const id = text(row.id);
    if (text(row.status) !== "captured" || !id || !within(at)) return [];
    return [{ gatewayPaymentId: id, amountPaise: toPaise(text(row.amount) ?? "0"), at, refundedPaise: refundedOf(id) }];
  });
  return { captures, refunds: refunds.filter((r) => within(r.at)) };
}

/**
 * PayU India: the hosted page (a signed form), and its postservice commands (verify_payment,
 * cancel_refund_transaction, check_action_status), form-posted with sha512(key|command|var1|SALT).
 */
export function payuGateway(settings: GatewaySettings): Gateway {
  const { key, salt, apiUrl } = settings.payu;

  const command: PayuCommand = async (name, vars) => {
    const fields: Record<string, string> = { key, command: name, hash: payuCommandHash(key, name, vars[0]!, salt) };
    vars.forEach((v, i) => (fields[`var${i + 1}`] = v));
    const answer = await callGateway(settings.transport, {
      method: "POST",
      url: apiUrl,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      // URLSearchParams, not encodeURI: PayU's own SDK gets '&' and '+' in values wrong that way (docs/providers/payu.md).
      payload: new URLSearchParams(fields).toString(),
    });
    if (answer.status >= 400) throw new GatewayUnreachable(`PayU answered ${answer.status}`);
    return answer.body;
  };

  return {
    name: "payu",
    sandbox: settings.payu.sandbox,

    async start(payment, details) {
      const fields = {
        key,
        txnid: payment.txnid,
        amount: gatewayAmount(toPaise(payment.amount)),
        productinfo: plain(details.title, 100),
        firstname: plain(details.buyer.fullName.split(" ")[0] || details.buyer.username, 60),
        email: details.buyer.email.length <= 50 ? details.buyer.email : "",
        udf1: payment.productId,
        udf2: payment.buyerId,
        udf3: payment.id,
      };
      return {
        kind: "form",
        url: settings.payu.url,
        fields: {
          ...fields,
          phone: details.buyer.mobile,
          surl: settings.surl,
          furl: settings.furl,
          hash: payuRequestHash(fields, salt),
          service_provider: "payu_paisa",
        },
      };
    },

    checkPayment: (payment) => checkPayment(command, payment),
    refund: (payment, toRefund) => refund(command, payment, toRefund),

    /** check_action_status by mihpayid: our refund is the action carrying our token. */
    async findRefund(payment, refund): Promise<RefundLookup> {
      if (!payment.gatewayPaymentId) return { kind: "none" };
      const ours = (await actionsOf(command, payment.gatewayPaymentId)).find(
        (a) => a.action === "refund" && a.token === refund.token,
      );
      return ours ? { kind: refundState(ours.status), gatewayRefundId: ours.requestId } : { kind: "none" };
    },

    listTransactions: (window, refundsAskedOn) => listTransactions(command, window, refundsAskedOn),
  };
}
