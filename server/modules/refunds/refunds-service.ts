import { toPaise } from "@contract/money";
import { notificationLinks } from "@contract/notifications";
import type { Db, Tx } from "../../db/client";
import { feeRetained, refundDue, refundPaid } from "../ledger";
import { createNotification, notificationText } from "../notifications";
import { markPaymentRefunded } from "../payments";
import * as repo from "./refunds-repo";

export interface RefundRequest {
  paymentId: string;
  /** Null for a capture that placed no order (a listing already sold, a late or second capture). */
  orderId: string | null;
  /** Whole rupees, >= 0, at most the payment's amount; 0 when a return's fee is all that was paid. */
  amount: number;
  /** Why the money goes back: order_cancelled, return_processed, duplicate_payment, late_capture, ... */
  reason: string;
}

/**
 * The one place money starts going back to a buyer (cancellations, processed returns, captures that could not
 * become an order): a pending refund row and its ledger lines, in the transaction of its cause, so a rolled-back
 * cause leaves neither. Idempotent per payment: asked twice, it returns the first refund and posts nothing more.
 * What the payment held beyond the refund (a buyer's-choice return fee) becomes the platform's; a refund of 0
 * books the whole payment as retained, so a closed order leaves nothing held.
 */
export async function requestRefund(tx: Tx, request: RefundRequest) {
  const held = toPaise((await repo.paymentAmount(tx, request.paymentId)) ?? 0);
  const ref = { paymentId: request.paymentId, orderId: request.orderId };
  if (request.amount === 0) {
    await feeRetained(tx, ref, held);
    return undefined;
  }
  const inserted = await repo.insertRefund(tx, request);
  if (!inserted) return (await repo.findRefundForPayment(tx, request.paymentId))!;
  await refundDue(tx, ref, { held, refund: toPaise(request.amount) });
  return inserted;
}

/** The gateway processed the refund: the money has left, once, and a whole refund marks the payment. */
export async function refundProcessed(db: Db, refundId: string, gatewayRefundId: string) {
  return db.transaction(async (tx) => {
    const refund = await repo.lockRefund(tx, refundId);
    if (!refund || refund.status !== "pending") return false;
    await repo.markRefundProcessed(tx, refund.id, gatewayRefundId);
    const amount = toPaise(refund.amount);
    await refundPaid(tx, { paymentId: refund.paymentId, orderId: refund.orderId }, amount);
    if (toPaise((await repo.paymentAmount(tx, refund.paymentId)) ?? 0) === amount)
      await markPaymentRefunded(tx, refund.paymentId);
    // The buyer heard that a refund was coming; they hear too when the gateway has sent it (bell, push, e-mail).
    const to = await repo.refundRecipient(tx, refund.paymentId);
    if (to)
      await createNotification(tx, {
        userId: to.buyerId,
        type: "order_status",
        text: notificationText("refundSent", { amount: Number(refund.amount), title: to.title ?? "" }),
        ...(refund.orderId ? { link: notificationLinks.order(refund.orderId) } : {}),
      });
    return true;
  });
}

/** After this many refusals a refund is failed: the buyer and the admin see it, and a person takes over. */
export const REFUND_MAX_ATTEMPTS = 10;

/** The gateway refused (nothing was refunded): tried again later under a new token, failed after the last. */
export async function refundRefused(db: Db, refundId: string, error: string, retryMinutes: number) {
  return db.transaction(async (tx) => {
    const refund = await repo.lockRefund(tx, refundId);
    if (!refund || refund.status !== "pending") return false;
    const attempts = refund.attempts + 1;
    await repo.markRefundWaiting(tx, refund.id, {
      attempts,
      failed: attempts >= REFUND_MAX_ATTEMPTS,
      error,
      retryMinutes,
    });
    return true;
  });
}

/**
 * The gateway has it in flight, or its answer was lost: not a refusal, nothing counted. The refund is looked up
 * (never asked for blind) when it comes round again.
 */
export async function refundWaiting(
  db: Db,
  refundId: string,
  note: string,
  retryMinutes: number,
  gatewayRefundId?: string,
) {
  return db.transaction(async (tx) => {
    const refund = await repo.lockRefund(tx, refundId);
    if (!refund || refund.status !== "pending") return false;
    await repo.markRefundWaiting(tx, refund.id, {
      attempts: refund.attempts,
      failed: false,
      error: note,
      retryMinutes,
      gatewayRefundId,
    });
    return true;
  });
}

/** The refund a payment already has, if any (one per payment). */
export const refundOfPayment = (db: Db | Tx, paymentId: string) => repo.findRefundForPayment(db, paymentId);
