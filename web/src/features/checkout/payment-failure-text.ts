import { PAYMENT_FAILED_DEFAULT, PAYMENT_FAILED_REASONS, type PaymentFailedReason } from "@contract/checkout";
import type { FeatureTranslator, KeyOf } from "@web/i18n/feature-messages";
import type { checkoutMessages } from "./messages";

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

/** failureText in the page's language: the contract's reasons through its Hindi table, the default from ours. */
export function failureWords(t: FeatureTranslator<KeyOf<typeof checkoutMessages>>, reason: string | null): string {
  const text = failureText(reason);
  return text === PAYMENT_FAILED_DEFAULT ? t("checkout.failed.default") : t.text(text);
}
