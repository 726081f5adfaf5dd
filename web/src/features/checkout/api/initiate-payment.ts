import { priceMismatchDetailsSchema, type InitiatePayment, type InitiatePaymentResponse } from "@contract/checkout";
import { formatRupees } from "@contract/money-format";
import { ApiRequestError, apiRequest, serverMessage } from "@web/lib/api-client";

const INITIATE_TIMEOUT_MS = 10_000;
export const INITIATE_TIMED_OUT = "Payment request timed out. Please check your connection and try again.";

/**
 * docs/product.md#checkout: POST /api/payments/initiate, given up after 10 s. Calling it again is safe: the server keeps one
 * reservation per buyer and listing and answers a new txnid on it, so a reload never pays twice.
 */
export async function initiatePayment(body: InitiatePayment): Promise<InitiatePaymentResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INITIATE_TIMEOUT_MS);
  try {
    return await apiRequest<InitiatePaymentResponse>(
      "POST",
      "/api/payments/initiate",
      body as Record<string, unknown>,
      controller.signal,
    );
  } catch (err) {
    if (controller.signal.aborted) throw new ApiRequestError(0, INITIATE_TIMED_OUT);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * docs/product.md#messages: the time-out text, else the server's message, else Failed to initiate payment. A price mismatch
 * carries the server's own figures: its total is named, so the buyer knows what the summary will now say.
 */
export function initiateErrorMessage(err: unknown): string {
  if (err instanceof ApiRequestError && err.message === INITIATE_TIMED_OUT) return INITIATE_TIMED_OUT;
  const message = serverMessage(err) ?? "Failed to initiate payment";
  const figures = priceMismatchDetailsSchema.safeParse(err instanceof ApiRequestError ? err.details : undefined);
  return figures.success ? `${message} The total is now ${formatRupees(figures.data.total)}.` : message;
}
