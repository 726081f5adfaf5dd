import type { Tx } from "../../db/client";
import { findRefundForPayment, insertRefund } from "./refunds-repo";

export interface RefundRequest {
  paymentId: string;
  /** Null for a payment that placed no order (a second payment for a listing already sold). */
  orderId: string | null;
  /** Whole rupees, > 0. */
  amount: number;
  /** Why the money goes back: "order_cancelled", "return_processed", or the checkout's own reason. */
  reason: string;
}

/**
 * The one place money starts going back to a buyer: a pending refund row, in the transaction of its cause (the
 * cancellation or the processed return), so a rolled-back cause leaves no refund and a committed one always has
 * it. Idempotent per payment: asked twice, it returns the first refund. The gateway request (and its retries)
 * reads pending rows after commit; the ledger's refund lines belong here too.
 */
export async function requestRefund(tx: Tx, request: RefundRequest) {
  return (await insertRefund(tx, request)) ?? (await findRefundForPayment(tx, request.paymentId))!;
}
