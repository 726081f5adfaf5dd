import { PAYMENT_FAILED_DEFAULT, PAYMENT_FAILED_REASONS, type PaymentFailedReason } from "@contract/checkout";

/**
 * The failed page's text for the `reason` in its address: a known code's text; any other words, or none, the
 * default. Never the address's own words: anyone can write a link to this page.
 */
export function failureText(reason: string | null): string {
  const given = reason?.trim() ?? "";
  return Object.hasOwn(PAYMENT_FAILED_REASONS, given)
    ? PAYMENT_FAILED_REASONS[given as PaymentFailedReason]
    : PAYMENT_FAILED_DEFAULT;
}
