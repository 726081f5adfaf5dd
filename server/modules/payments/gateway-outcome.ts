/** What a gateway said about one payment: a callback, a verify answer, a webhook event. */
export interface GatewayOutcome {
  status: "success" | "failure" | "pending";
  gatewayPaymentId?: string | null;
  /** The gateway's own words on a failure (PayU error_Message / field9), shown on /payment/failed. */
  message?: string;
  /** Kept on the payment as the record of what was received (no card data is ever in it). */
  raw: Record<string, unknown>;
}
