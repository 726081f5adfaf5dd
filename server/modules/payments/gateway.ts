import type { payments } from "../../db/schema/payments";

export type PaymentRow = typeof payments.$inferSelect;

/**
 * One interface for every payment gateway (PayU, Razorpay; the built-in sandbox answers both protocols). Nothing
 * outside the providers asks which gateway a payment used: the checkout, the refund job, the stale-payment sweep
 * and reconciliation all speak to this.
 */

/** A payment the gateway itself says it captured, with the amount it captured. */
export interface Capture {
  gatewayPaymentId: string;
  amountPaise: number;
}

/** What the gateway says of one checkout, asked server to server (never what the browser posted). */
export interface PaymentCheck {
  /** Every capture the gateway holds for this checkout (Razorpay keeps several attempts on one order). */
  captures: Capture[];
  /** With no capture: still in flight (ask later), failed, or unknown to the gateway (the buyer never paid). */
  state: "captured" | "pending" | "failed" | "unknown";
  /** The gateway's words on a failure, for the failed page. */
  message?: string;
  /** What is kept of the answer (references and verdicts only, never card data). */
  raw: Record<string, unknown>;
}

/**
 * A refund's fate as far as the gateway said. `unknown` (a time-out, a lost answer, "token already exists", a
 * request still being processed) is never a refusal: the refund is looked up before it is asked for again.
 */
export type RefundAnswer =
  | { kind: "processed" | "in_flight"; gatewayRefundId: string }
  | { kind: "refused"; reason: string }
  | { kind: "unknown"; reason: string };

/** What the gateway holds of our refund of a payment: processed, still in flight, failed there, or nothing. */
export type RefundLookup = { kind: "processed" | "in_flight" | "failed"; gatewayRefundId: string } | { kind: "none" };

interface RefundOrder {
  /** Our token for this request (PayU's var2, Razorpay's idempotency key): asking twice never pays twice. */
  token: string;
  amountPaise: number;
}

/** How a checkout starts at the gateway: PayU's signed form for its hosted page, or a Razorpay order. */
type PaymentStart =
  | { kind: "form"; url: string; fields: Record<string, string> }
  | { kind: "order"; orderId: string; amountPaise: number };

interface StartDetails {
  title: string;
  buyer: { fullName: string; username: string; email: string; mobile: string };
}

/** A window of time, [from, to): reconciliation asks for one IST day. */
export interface TimeWindow {
  from: Date;
  to: Date;
}

/** A capture as the gateway lists it: the payment attempt's time (when it was made, not when it settled). */
interface ListedCapture extends Capture {
  at: Date;
  /** What the gateway itself already paid back of it (its own auto-refund, or ours). */
  refundedPaise: number;
}

/** A refund the gateway processed (paid back), dated when it was created at the gateway. */
export interface ListedRefund {
  gatewayRefundId: string;
  gatewayPaymentId: string;
  amountPaise: number;
  at: Date;
}

/** What the gateway says it captured and refunded in a window. */
export interface GatewayDay {
  captures: ListedCapture[];
  refunds: ListedRefund[];
}

export interface Gateway {
  readonly name: "payu" | "razorpay";
  /** Spoken to the built-in sandbox rather than the real gateway (no keys). */
  readonly sandbox: boolean;
  start(payment: PaymentRow, details: StartDetails): Promise<PaymentStart>;
  /** Asks the gateway what it captured for a checkout; `gatewayPaymentId` names the attempt the buyer reported. */
  checkPayment(payment: PaymentRow, reported?: { gatewayPaymentId?: string }): Promise<PaymentCheck>;
  refund(payment: PaymentRow, refund: RefundOrder): Promise<RefundAnswer>;
  findRefund(payment: PaymentRow, refund: RefundOrder): Promise<RefundLookup>;
  /**
   * What the gateway captured and refunded in the window. `refundsAskedOn`: the checkouts we asked refunds for
   * around then (PayU lists refunds per transaction only, never by date; Razorpay lists them by date and ignores it).
   * Throws GatewayUnreachable when the gateway cannot be asked.
   */
  listTransactions(window: TimeWindow, refundsAskedOn: PaymentRow[]): Promise<GatewayDay>;
}
