import { randomBytes } from "node:crypto";
import type { users } from "../../db/schema/users";
import { badRequest, conflict, unauthorized } from "../../lib/errors";
import { ownPayment } from "./checkout-view";
import { RAZORPAY_UNAVAILABLE } from "./initiate-service";
import { createRazorpayOrder } from "./gateway-api";
import { hmacSha256Hex, razorpaySignature, sameDigest } from "./gateway-hashes";
import * as repo from "./payments-repo";
import { settlePayment, type SettleDeps } from "./settle-service";

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
export async function createOrder(deps: SettleDeps, buyer: User, checkoutId: string, amount?: number) {
  if (!deps.gateway.razorpayEnabled) throw badRequest(RAZORPAY_UNAVAILABLE);
  const { payment } = await ownPayment(deps.db, buyer, checkoutId);
  if (payment.gateway !== "razorpay") throw badRequest(RAZORPAY_MESSAGES.notRazorpay);
  if (payment.status !== "pending") throw conflict(RAZORPAY_MESSAGES.notPending);
  const paise = Math.round(Number(payment.amount) * 100);
  // The page may send the rupees it shows, or the paise Razorpay works in; either must be this checkout's.
  if (amount !== undefined && amount !== Number(payment.amount) && amount !== paise)
    throw conflict(RAZORPAY_MESSAGES.amount);
  let orderId = payment.gatewayOrderId;
  if (!orderId) {
    const created = deps.gateway.razorpay.sandbox
      ? { id: `order_${randomBytes(7).toString("hex")}` }
      : await createRazorpayOrder(deps.gateway, payment);
    orderId = (await repo.setGatewayOrderId(deps.db, payment.id, created.id))?.gatewayOrderId ?? null;
    orderId ??= (await repo.findPayment(deps.db, payment.id))!.gatewayOrderId!;
  }
  const { keyId, checkoutScriptUrl } = deps.gateway.razorpay;
  return { keyId, amount: paise, currency: "INR" as const, orderId, checkoutScriptUrl };
}

/**
 * POST /api/payments/verify: the checkout's handler hands over Razorpay's signed answer. Signed over OUR stored
 * order id, so a signature for another order cannot be replayed here.
 */
export async function verifyPayment(
  deps: SettleDeps,
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
  const settled = await settlePayment(deps, payment.id, {
    status: "success",
    gatewayPaymentId: input.razorpay_payment_id,
    raw: {
      source: "verify",
      razorpay_order_id: input.razorpay_order_id,
      razorpay_payment_id: input.razorpay_payment_id,
    },
  });
  if (settled.kind === "placed")
    return {
      success: true,
      paymentId: input.razorpay_payment_id,
      message: RAZORPAY_MESSAGES.verified,
      orderId: settled.orderId,
    };
  return { success: false, paymentId: input.razorpay_payment_id, message: settled.reason, orderId: null };
}

interface WebhookPayment {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  error_description?: unknown;
}

/**
 * POST /api/payments/razorpay/webhook: signed over the raw body with the webhook secret; an event id seen before
 * is acknowledged and ignored. payment.captured and payment.failed settle exactly as verify does, so whichever
 * arrives first wins and the other changes nothing.
 */
export async function handleWebhook(
  deps: SettleDeps,
  raw: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
) {
  const secret = deps.gateway.razorpayEnabled ? deps.gateway.razorpay.webhookSecret : undefined;
  if (!secret || !signature || !sameDigest(hmacSha256Hex(secret, raw), signature))
    throw unauthorized(RAZORPAY_MESSAGES.badWebhook);
  let event: { event?: unknown; payload?: { payment?: { entity?: WebhookPayment } } };
  try {
    event = JSON.parse(raw.toString("utf8")) as typeof event;
  } catch {
    throw badRequest("The webhook body is not JSON");
  }
  const kind = event.event;
  const entity = event.payload?.payment?.entity;
  if ((kind !== "payment.captured" && kind !== "payment.failed") || typeof entity?.order_id !== "string")
    return { received: true };
  const orderId = entity.order_id;
  const payment = await repo.findPaymentByGatewayOrderId(deps.db, orderId);
  if (!payment) return { received: true };
  if (kind === "payment.captured" && Number(entity.amount) !== Math.round(Number(payment.amount) * 100)) {
    deps.log.warn({ paymentId: payment.id }, "a captured Razorpay payment does not match the stored amount");
    return { received: true };
  }
  // Marked after settling, so a crash between leaves the redelivery to settle it; settling twice changes nothing.
  if (eventId && (await repo.wasEventSeen(deps.db, "razorpay", eventId))) return { received: true };
  await settlePayment(deps, payment.id, {
    status: kind === "payment.captured" ? "success" : "failure",
    gatewayPaymentId: typeof entity.id === "string" ? entity.id.slice(0, 100) : null,
    message: typeof entity.error_description === "string" ? entity.error_description.slice(0, 200) : undefined,
    raw: { source: "webhook", event: kind, razorpay_order_id: orderId },
  });
  if (eventId) await repo.markEventSeen(deps.db, "razorpay", eventId);
  return { received: true };
}
