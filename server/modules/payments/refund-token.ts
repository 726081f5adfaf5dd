/**
 * The token a refund is asked for under (PayU's var2, at most 23 characters; Razorpay's idempotency key): the
 * refund's id and how many refusals it has had, so a retry after a lost answer reuses it and a retry after a
 * refusal gets a new one.
 */
export const refundToken = (refund: { id: string; attempts: number }) =>
  `${refund.id.replaceAll("-", "").slice(0, 20)}${refund.attempts.toString(36).padStart(3, "0")}`;
