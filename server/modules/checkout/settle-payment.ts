import { PAYMENT_FAILED_DEFAULT, PAYMENT_FAILED_REASONS } from "@contract/checkout";
import { toPaise } from "@contract/money";
import type { Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import { loggableError } from "../../lib/database-errors";
import { lockListing, markSold } from "../catalog";
import { redeemCoupon } from "../coupons";
import { paymentReceived } from "../ledger";
import { createNotification, notificationText } from "../notifications";
import { endOffersForListing } from "../offers";
import { findOrderOfPayment, placeOrder } from "../orders";
import {
  GatewayUnreachable,
  gatewayFor,
  paymentRecords as records,
  type Capture,
  type MoneyDeps,
  type PaymentCheck,
  type PaymentRow,
} from "../payments";
import { refundOfPayment, requestRefund } from "../refunds";

/**
 * The purchase's one story, from the gateway's word to the order: a checkout is settled only on what the gateway
 * itself answers when asked (PayU verify_payment, Razorpay's payments of the order), never on what the browser
 * posted. Every capture the gateway confirms ends in exactly one order or one full refund.
 */

export type Settlement =
  | { kind: "placed"; orderId: string }
  | { kind: "failed"; reason: string }
  | { kind: "refunding"; reason: string }
  | { kind: "pending"; reason: string };

/** What the buyer is told; the failed page shows these by their code (contract/checkout.ts). */
const SETTLE_MESSAGES = {
  soldElsewhere: PAYMENT_FAILED_REASONS.sold_elsewhere,
  couponGone: PAYMENT_FAILED_REASONS.coupon_used_up,
  lateCapture: PAYMENT_FAILED_REASONS.late_payment,
  secondCapture: PAYMENT_FAILED_REASONS.already_paid,
  pending: PAYMENT_FAILED_REASONS.awaiting_confirmation,
  failed: PAYMENT_FAILED_DEFAULT,
} as const;

export interface SettleOptions {
  /**
   * Whether a checkout the gateway says failed (or never saw) closes now: yes after PayU's postback and for the
   * stale sweep; no for Razorpay, whose order stays open for a retry in the same Checkout.
   */
  closeIfUnpaid: boolean;
}

const reasonOf = (raw: Record<string, unknown> | null) => {
  const said = [raw?.error_Message, raw?.field9, raw?.error_description, raw?.message].find(
    (v): v is string => typeof v === "string" && v.trim() !== "" && v !== "No Error",
  );
  return (said ?? SETTLE_MESSAGES.failed).slice(0, 200);
};

/** What a checkout already settled answers: a replayed or late word gets the first one's answer. */
async function settledAs(tx: Tx, payment: PaymentRow): Promise<Settlement> {
  if (payment.status === "pending") return { kind: "pending", reason: SETTLE_MESSAGES.pending };
  if (payment.status === "failed") return { kind: "failed", reason: reasonOf(payment.rawCallback) };
  const order = await findOrderOfPayment(tx, payment.id);
  if (order) return { kind: "placed", orderId: order.id };
  const refund = await refundOfPayment(tx, payment.id);
  return { kind: "refunding", reason: REFUND_MESSAGES[refund?.reason ?? ""] ?? SETTLE_MESSAGES.soldElsewhere };
}

/** Why a capture is being refunded, in the words its first answer used. */
const REFUND_MESSAGES: Record<string, string> = {
  duplicate_payment: SETTLE_MESSAGES.soldElsewhere,
  coupon_unavailable: SETTLE_MESSAGES.couponGone,
  late_capture: SETTLE_MESSAGES.lateCapture,
  duplicate_capture: SETTLE_MESSAGES.secondCapture,
};

/** A capture that cannot become an order: booked, owed back in full, and the buyer told why. */
async function refundCapture(tx: Tx, payment: PaymentRow, why: { reason: string; message: string; title: string }) {
  await createNotification(tx, {
    userId: payment.buyerId,
    type: "order_status",
    text: notificationText("paymentRefunding", { amount: Number(payment.amount), title: why.title, why: why.message }),
  });
  await requestRefund(tx, { paymentId: payment.id, orderId: null, amount: Number(payment.amount), reason: why.reason });
}

/**
 * A confirmed capture on its own pending checkout: the order is placed, the listing sold, the holds released, the
 * coupon counted, the other offers ended, the money booked as held for the order. If the listing is gone or the
 * coupon used up meanwhile, the money is booked and refunded instead.
 */
async function placeOrRefund(tx: Tx, paid: PaymentRow): Promise<Settlement> {
  const listing = await lockListing(tx, paid.productId);
  const title = listing?.title ?? "the item";
  const received = toPaise(paid.amount);
  if (!listing || listing.status !== "approved" || !listing.isAvailable) {
    await paymentReceived(tx, { paymentId: paid.id }, received);
    await records.releaseReservationOf(tx, paid.id);
    await refundCapture(tx, paid, { reason: "duplicate_payment", message: SETTLE_MESSAGES.soldElsewhere, title });
    return { kind: "refunding", reason: SETTLE_MESSAGES.soldElsewhere };
  }
  if (paid.couponId && (await redeemCoupon(tx, paid.couponId, paid.buyerId, paid.id)) !== "counted") {
    await paymentReceived(tx, { paymentId: paid.id }, received);
    await records.releaseReservationOf(tx, paid.id);
    await refundCapture(tx, paid, { reason: "coupon_unavailable", message: SETTLE_MESSAGES.couponGone, title });
    return { kind: "refunding", reason: SETTLE_MESSAGES.couponGone };
  }
  const order = await placeOrder(tx, paid, listing);
  await paymentReceived(tx, { paymentId: paid.id, orderId: order.id }, received);
  await markSold(tx, listing.id);
  await records.releaseReservationsOn(tx, listing.id);
  // After the order exists: the accepted offer it used counts as paid, so only the others end.
  await endOffersForListing(tx, listing.id, "sold");
  return { kind: "placed", orderId: order.id };
}

/** Titles for the buyer's notice, read once per settlement. */
async function titleOf(tx: Tx, productId: string) {
  return (await lockListing(tx, productId))?.title ?? "the item";
}

/**
 * Books what the gateway answered, under the checkout's row lock (a postback, its replays, verify, a webhook and
 * the sweep queue on it; only the first changes anything). Each confirmed capture not yet booked is booked once
 * (a unique index on the gateway's payment id holds it): the checkout's own when it was pending, a late one on a
 * checkout that had failed, a stray one beside a checkout already paid; all but the first pending one are refunded.
 */
async function settleChecked(
  deps: MoneyDeps,
  paymentId: string,
  check: PaymentCheck,
  options: SettleOptions,
): Promise<Settlement> {
  return deps.db.transaction(async (tx) => {
    let checkout = await records.lockPayment(tx, paymentId);
    if (!checkout) throw notFound("Payment not found");
    const expected = toPaise(checkout.amount);
    const fresh: Capture[] = [];
    for (const capture of check.captures) {
      if (capture.amountPaise !== expected) {
        // The gateway took another amount than we asked: never booked as this checkout; reconciliation shows it.
        deps.log.error({ paymentId, gatewayPaymentId: capture.gatewayPaymentId }, "a capture's amount differs");
        continue;
      }
      if (!(await records.findBookedCapture(tx, checkout.gateway, capture.gatewayPaymentId))) fresh.push(capture);
    }
    let outcome: Settlement | undefined;
    for (const capture of fresh) {
      const booking = { gatewayPaymentId: capture.gatewayPaymentId, rawCallback: check.raw };
      if (checkout.status === "pending" || checkout.status === "failed") {
        const late = checkout.status === "failed";
        checkout = (await records.recordCapture(tx, checkout.id, booking))!;
        if (late) {
          await paymentReceived(tx, { paymentId: checkout.id }, expected);
          const title = await titleOf(tx, checkout.productId);
          await refundCapture(tx, checkout, { reason: "late_capture", message: SETTLE_MESSAGES.lateCapture, title });
          outcome = { kind: "refunding", reason: SETTLE_MESSAGES.lateCapture };
        } else outcome = await placeOrRefund(tx, checkout);
        continue;
      }
      const stray = await records.insertStrayCapture(tx, checkout, booking);
      await paymentReceived(tx, { paymentId: stray.id }, expected);
      const title = await titleOf(tx, checkout.productId);
      await refundCapture(tx, stray, { reason: "duplicate_capture", message: SETTLE_MESSAGES.secondCapture, title });
      outcome ??= { kind: "refunding", reason: SETTLE_MESSAGES.secondCapture };
    }
    if (outcome) return outcome;
    const unpaid = check.state === "failed" || check.state === "unknown";
    if (checkout.status === "pending" && unpaid && options.closeIfUnpaid) {
      const raw = { ...check.raw, ...(check.message ? { error_Message: check.message } : {}) };
      await records.failPayment(tx, checkout.id, raw);
      await records.releaseReservationOf(tx, checkout.id);
      return { kind: "failed", reason: reasonOf(raw) };
    }
    return settledAs(tx, checkout);
  });
}

/**
 * Asks the checkout's gateway what it captured, then books it. A gateway that cannot be reached leaves the checkout
 * as it is (the stale sweep asks again); the buyer hears it is awaiting confirmation.
 */
export async function confirmCheckout(deps: MoneyDeps, paymentId: string, options: SettleOptions) {
  const payment = await records.findPayment(deps.db, paymentId);
  if (!payment) throw notFound("Payment not found");
  let check: PaymentCheck;
  try {
    check = await gatewayFor(deps.gateway, payment.gateway).checkPayment(payment);
  } catch (err) {
    if (!(err instanceof GatewayUnreachable)) throw err;
    deps.log.warn({ paymentId, err: loggableError(err) }, "could not confirm a payment with its gateway");
    return deps.db.transaction((tx) => settledAs(tx, payment));
  }
  return settleChecked(deps, paymentId, check, options);
}
