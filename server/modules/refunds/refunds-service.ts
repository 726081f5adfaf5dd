import type { Db, Tx } from "../../db/client";
import { postMovement, type LedgerLine } from "../ledger";
import * as repo from "./refunds-repo";

export interface RefundRequest {
  paymentId: string;
  /** Null for a payment that placed no order (a second payment for a listing already sold). */
  orderId: string | null;
  /** Whole rupees, > 0, at most the payment's amount. */
  amount: number;
  /** Why the money goes back: "order_cancelled", "return_processed" or "duplicate_payment". */
  reason: string;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * The one place money starts going back to a buyer (orders' cancellations and returns, payments' duplicate
 * payments): a pending refund row and its ledger lines, in the transaction of its cause, so a rolled-back cause
 * leaves neither. Idempotent per payment: asked twice, it returns the first refund and posts nothing more. What
 * the payment held beyond the refund (a buyer's-choice return deduction) becomes the platform's.
 */
export async function requestRefund(tx: Tx, request: RefundRequest) {
  const inserted = await repo.insertRefund(tx, request);
  if (!inserted) return (await repo.findRefundForPayment(tx, request.paymentId))!;
  const held = paise((await repo.paymentAmount(tx, request.paymentId)) ?? 0);
  const refunded = paise(request.amount);
  const lines: LedgerLine[] = [
    { account: "buyer_funds_held", amountPaise: held },
    { account: "refunds_due", amountPaise: -refunded },
  ];
  if (held > refunded) lines.push({ account: "return_deduction_revenue", amountPaise: refunded - held });
  await postMovement(tx, { kind: "refund_due", paymentId: request.paymentId, orderId: request.orderId, lines });
  return inserted;
}

/** The gateway accepted: the refund is processed, the money leaves, and a whole refund marks the payment. */
export async function refundAccepted(db: Db, refundId: string, gatewayRefundId: string) {
  return db.transaction(async (tx) => {
    const refund = await repo.lockRefund(tx, refundId);
    if (!refund || refund.status !== "pending") return false;
    await repo.markRefundProcessed(tx, refund.id, gatewayRefundId);
    const amount = paise(Number(refund.amount));
    await postMovement(tx, {
      kind: "refund_paid",
      paymentId: refund.paymentId,
      orderId: refund.orderId,
      lines: [
        { account: "refunds_due", amountPaise: amount },
        { account: "cash", amountPaise: -amount },
      ],
    });
    if (paise((await repo.paymentAmount(tx, refund.paymentId)) ?? 0) === amount)
      await repo.markPaymentRefunded(tx, refund.paymentId);
    return true;
  });
}

/** After this many refusals a refund is failed: the buyer and the admin see it, and a person takes over. */
export const REFUND_MAX_ATTEMPTS = 10;

/** The gateway refused (or could not be reached): tried again later, failed after REFUND_MAX_ATTEMPTS. */
export async function refundRefused(db: Db, refundId: string, error: string, retryMinutes: number) {
  return db.transaction(async (tx) => {
    const refund = await repo.lockRefund(tx, refundId);
    if (!refund || refund.status !== "pending") return false;
    const attempts = refund.attempts + 1;
    await repo.markRefundRefused(tx, refund.id, {
      attempts,
      failed: attempts >= REFUND_MAX_ATTEMPTS,
      error,
      retryMinutes,
    });
    return true;
  });
}
