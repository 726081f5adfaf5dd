import { priceMismatchDetailsSchema, type InitiatePayment, type InitiatePaymentResponse } from "@contract/checkout";
import { formatRupees } from "@contract/money-format";
import { ApiRequestError, apiRequest, serverMessage } from "@web/lib/api-client";
import type { FeatureTranslator, KeyOf } from "@web/i18n/feature-messages";
import type { checkoutMessages } from "../messages";

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

/** The same message as initiateErrorMessage, in the page's language (the server's own text through its Hindi table). */
export function initiateErrorText(t: FeatureTranslator<KeyOf<typeof checkoutMessages>>, err: unknown): string {
  if (t.language === "en") return initiateErrorMessage(err);
  if (err instanceof ApiRequestError && err.message === INITIATE_TIMED_OUT) return t("checkout.paynow.timedOut");
  const given = serverMessage(err);
  const message = given ? t.text(given) : t("checkout.razorpay.initiateFailed");
  const figures = priceMismatchDetailsSchema.safeParse(err instanceof ApiRequestError ? err.details : undefined);
  return figures.success
    ? t("checkout.paynow.totalNow", { message, total: formatRupees(figures.data.total) })
    : message;
}
