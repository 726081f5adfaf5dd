import type { FastifyBaseLogger } from "fastify";
import { formatRupees } from "@contract/money-format";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import { lockListing, updateProduct } from "../catalog";
import { redeemCoupon } from "../coupons";
import { postMovement } from "../ledger";
import { createNotification } from "../notifications";
import { endOffersForListing } from "../offers";
import { requestRefund } from "../refunds";
import type { GatewayOutcome } from "./gateway-outcome";
import type { GatewaySettings } from "./gateway-settings";
import * as repo from "./payments-repo";

export type Settlement =
  | { kind: "placed"; orderId: string }
  | { kind: "failed"; reason: string }
  | { kind: "refunding"; reason: string }
  | { kind: "pending"; reason: string };

const SETTLE_MESSAGES = {
  soldElsewhere:
    "This item was sold to another buyer just before your payment completed. Your payment will be refunded in full.",
  pending: "Your payment is awaiting confirmation from the bank. We will place the order as soon as it is confirmed.",
  failed: "Payment was unsuccessful. Please try again.",
} as const;

export interface SettleDeps {
  db: Db;
  gateway: GatewaySettings;
  log: FastifyBaseLogger;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const reasonOf = (raw: Record<string, unknown> | null) => {
  const said = [raw?.error_Message, raw?.field9, raw?.error_description].find(
    (v): v is string => typeof v === "string" && v.trim() !== "",
  );
  return (said ?? SETTLE_MESSAGES.failed).slice(0, 200);
};

/** What a payment already settled answers: a replayed or late callback gets the first one's answer. */
async function settledAs(db: Db, payment: repo.PaymentRow): Promise<Settlement> {
  if (payment.status === "pending") return { kind: "pending", reason: SETTLE_MESSAGES.pending };
  if (payment.status === "failed") return { kind: "failed", reason: reasonOf(payment.rawCallback) };
  const order = await repo.findOrderOfPayment(db, payment.id);
  return order ? { kind: "placed", orderId: order.id } : { kind: "refunding", reason: SETTLE_MESSAGES.soldElsewhere };
}

async function placeOrder(tx: Tx, payment: repo.PaymentRow, listing: { id: string; sellerId: string; title: string }) {
  const order = await repo.insertOrder(tx, {
    buyerId: payment.buyerId,
    sellerId: listing.sellerId,
    productId: payment.productId,
    offerId: payment.offerId,
    couponId: payment.couponId,
    paymentId: payment.id,
    finalPrice: Number(payment.finalPrice),
    buyerFee: Number(payment.buyerFee),
    sellerFee: Number(payment.sellerFee),
    platformFee: Number(payment.buyerFee) + Number(payment.sellerFee),
    couponDiscount: Number(payment.couponDiscount),
    deliveryCharge: Number(payment.deliveryCharge),
    deliveryAddress: payment.address,
  });
  await updateProduct(tx, listing.id, { status: "sold", isAvailable: false });
  await repo.releaseReservationsOn(tx, listing.id);
  if (payment.couponId) await redeemCoupon(tx, payment.couponId, payment.buyerId, payment.id);
  // After the order exists: the accepted offer it used counts as paid, so only the others end.
  await endOffersForListing(tx, listing.id, "sold");
  const amount = formatRupees(Number(payment.amount));
  await createNotification(tx, {
    userId: payment.buyerId,
    type: "order_placed",
    title: "Order placed",
    message: `Your payment of ${amount} for "${listing.title}" succeeded and your order #${order.orderNumber} is placed.`,
  });
  await createNotification(tx, {
    userId: listing.sellerId,
    type: "order_placed",
    title: "New order",
    message: `"${listing.title}" was bought (order #${order.orderNumber}). Accept the order from your dashboard within 48 hours.`,
  });
  await postMovement(tx, {
    kind: "payment_received",
    paymentId: payment.id,
    orderId: order.id,
    lines: [
      { account: "cash", amountPaise: paise(Number(payment.amount)) },
      { account: "buyer_funds_held", amountPaise: -paise(Number(payment.amount)) },
    ],
  });
  return order.id;
}

/** A second successful payment for a listing already gone: no order; the money is owed back and the buyer told. */
async function refundInstead(tx: Tx, payment: repo.PaymentRow, title: string) {
  const amount = Number(payment.amount);
  await postMovement(tx, {
    kind: "payment_received",
    paymentId: payment.id,
    lines: [
      { account: "cash", amountPaise: paise(amount) },
      { account: "buyer_funds_held", amountPaise: -paise(amount) },
    ],
  });
  await createNotification(tx, {
    userId: payment.buyerId,
    type: "order_status",
    title: "Payment being refunded",
    message: `"${title}" was sold to another buyer just before your payment completed. Your ${formatRupees(amount)} will be refunded in full.`,
  });
  await requestRefund(tx, { paymentId: payment.id, orderId: null, amount, reason: "duplicate_payment" });
}

/**
 * Settles a pending payment as its gateway reported, once: the payment row is locked first, so a callback, its
 * replays, the verify job and a webhook queue on it and only the first to arrive changes anything. On success,
 * one transaction places the order, takes the listing off the market, releases the hold, counts the coupon, ends
 * the other offers, tells both sides and posts the ledger lines; if the listing is already gone, a refund instead
 * (the refund job asks the gateway after commit).
 */
export async function settlePayment(deps: SettleDeps, paymentId: string, outcome: GatewayOutcome): Promise<Settlement> {
  const done = await deps.db.transaction(async (tx) => {
    const payment = await repo.lockPayment(tx, paymentId);
    if (!payment) throw notFound("Payment not found");
    if (payment.status !== "pending" || outcome.status === "pending")
      return { settlement: await settledAs(tx, payment) };
    const gatewayPaymentId = outcome.gatewayPaymentId ?? null;
    if (outcome.status === "failure") {
      const rawCallback = { ...outcome.raw, ...(outcome.message ? { error_Message: outcome.message } : {}) };
      await repo.finishPayment(tx, payment.id, { status: "failed", gatewayPaymentId, rawCallback });
      await repo.releaseReservationOf(tx, payment.id);
      return { settlement: { kind: "failed", reason: reasonOf(rawCallback) } as Settlement };
    }
    await repo.finishPayment(tx, payment.id, { status: "success", gatewayPaymentId, rawCallback: outcome.raw });
    const paid = { ...payment, gatewayPaymentId };
    const listing = await lockListing(tx, payment.productId);
    if (listing && listing.status === "approved" && listing.isAvailable) {
      const orderId = await placeOrder(tx, paid, listing);
      return { settlement: { kind: "placed", orderId } as Settlement };
    }
    await repo.releaseReservationOf(tx, payment.id);
    await refundInstead(tx, paid, listing?.title ?? "The item");
    return { settlement: { kind: "refunding", reason: SETTLE_MESSAGES.soldElsewhere } as Settlement };
  });
  return done.settlement;
}
