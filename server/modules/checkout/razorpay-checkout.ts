import { toPaise } from "@contract/money";
import type { users } from "../../db/schema/users";
import { badRequest, conflict, unauthorized } from "../../lib/errors";
import {
  gatewayFor,
  hmacSha256Hex,
  paymentRecords as records,
  razorpaySignature,
  sameDigest,
  type MoneyDeps,
} from "../payments";
import { ownPayment } from "./checkout-view";
import { RAZORPAY_UNAVAILABLE } from "./initiate-checkout";
import { confirmCheckout } from "./settle-payment";

type User = typeof users.$inferSelect;

const RAZORPAY_MESSAGES = {
  notRazorpay: "This checkout is not a Razorpay payment",
  notPending: "This checkout is already settled",
  amount: "The amount does not match this checkout",
  badSignature: "Payment Verification Failed",
  wrongOrder: "This payment is for another order",
  verified: "Payment verified",
  badWebhook: "Invalid webhook signature",
} as const;

/**
 * POST /api/payments/create-order: one Razorpay order per checkout (asked for again, the same one). The
 * sandbox makes its own order id; a real key calls Razorpay's Orders API.
 */
export async function createOrder(deps: MoneyDeps, buyer: User, checkoutId: string, amount?: number) {
  if (!deps.gateway.razorpayEnabled) throw badRequest(RAZORPAY_UNAVAILABLE);
  const { payment } = await ownPayment(deps.db, buyer, checkoutId);
  if (payment.gateway !== "razorpay") throw badRequest(RAZORPAY_MESSAGES.notRazorpay);
  if (payment.status !== "pending") throw conflict(RAZORPAY_MESSAGES.notPending);
  const paise = toPaise(payment.amount);
  // The page may send the rupees it shows, or the paise Razorpay works in; either must be this checkout's.
  if (amount !== undefined && amount !== Number(payment.amount) && amount !== paise)
    throw conflict(RAZORPAY_MESSAGES.amount);
  let orderId = payment.gatewayOrderId;
  if (!orderId) {
    const created = await gatewayFor(deps.gateway, "razorpay").start(payment, {
      title: "",
      buyer: { fullName: buyer.fullName, username: buyer.username, email: buyer.email, mobile: buyer.mobile },
    });
    if (created.kind !== "order") throw new Error("Razorpay starts with an order");
    orderId = (await records.setGatewayOrderId(deps.db, payment.id, created.orderId))?.gatewayOrderId ?? null;
    orderId ??= (await records.findPayment(deps.db, payment.id))!.gatewayOrderId!;
  }
  const { keyId, checkoutScriptUrl } = deps.gateway.razorpay;
  return { keyId, amount: paise, currency: "INR" as const, orderId, checkoutScriptUrl };
}

/**
 * POST /api/payments/verify: the checkout's handler hands over Razorpay's signed answer. Signed over OUR stored
 * order id, so a signature for another order cannot be replayed here.
 */
export async function verifyPayment(
  deps: MoneyDeps,
  buyer: User,
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string; orderId: string },
) {
  if (!deps.gateway.razorpayEnabled) throw badRequest(RAZORPAY_UNAVAILABLE);
  const { payment } = await ownPayment(deps.db, buyer, input.orderId);
  if (payment.gateway !== "razorpay" || !payment.gatewayOrderId) throw badRequest(RAZORPAY_MESSAGES.notRazorpay);
  if (input.razorpay_order_id !== payment.gatewayOrderId) throw badRequest(RAZORPAY_MESSAGES.wrongOrder);
  const expected = razorpaySignature(
    deps.gateway.razorpay.keySecret,
    payment.gatewayOrderId,
    input.razorpay_payment_id,
  );
  if (!sameDigest(expected, input.razorpay_signature)) throw badRequest(RAZORPAY_MESSAGES.badSignature);
  // The signature proves Razorpay made this payment id for our order; what it captured, Razorpay is asked.
  const settled = await confirmCheckout(deps, payment.id, { closeIfUnpaid: false });
  if (settled.kind === "placed")
    return {
      success: true,
      paymentId: input.razorpay_payment_id,
      message: RAZORPAY_MESSAGES.verified,
      orderId: settled.orderId,
    };
  return { success: false, paymentId: input.razorpay_payment_id, message: settled.reason, orderId: null };
}

interface WebhookEntity {
  order_id?: unknown;
}

/** Events that may mean money moved on one of our orders: each is a reason to ask Razorpay, not a verdict. */
const PAYMENT_EVENTS = new Set(["payment.authorized", "payment.captured", "payment.failed", "order.paid"]);

/**
 * POST /api/payments/razorpay/webhook: signed over the raw body with the webhook secret; an event id seen before
 * is acknowledged and ignored. A payment event names the order; the checkout is then settled on what Razorpay
 * answers for that order, exactly as verify does, so whichever arrives first wins and the rest change nothing.
 */
export async function handleWebhook(
  deps: MoneyDeps,
  raw: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
) {
  const secret = deps.gateway.razorpayEnabled ? deps.gateway.razorpay.webhookSecret : undefined;
  if (!secret || !signature || !sameDigest(hmacSha256Hex(secret, raw), signature))
    throw unauthorized(RAZORPAY_MESSAGES.badWebhook);
  let event: {
    event?: unknown;
    payload?: { payment?: { entity?: WebhookEntity }; order?: { entity?: { id?: unknown } } };
  };
  try {
    event = JSON.parse(raw.toString("utf8")) as typeof event;
  } catch {
    throw badRequest("The webhook body is not JSON");
  }
  const orderId = event.payload?.payment?.entity?.order_id ?? event.payload?.order?.entity?.id;
  if (typeof event.event !== "string" || !PAYMENT_EVENTS.has(event.event) || typeof orderId !== "string")
    return { received: true };
  const payment = await records.findPaymentByGatewayOrderId(deps.db, orderId);
  if (!payment) return { received: true };
  // Marked after settling, so a crash between leaves the redelivery to settle it; settling twice changes nothing.
  if (eventId && (await records.wasEventSeen(deps.db, "razorpay", eventId))) return { received: true };
  await confirmCheckout(deps, payment.id, { closeIfUnpaid: false });
  if (eventId) await records.markEventSeen(deps.db, "razorpay", eventId);
  return { received: true };
}
