import { PAYMENT_FAILED_DEFAULT, PAYMENT_FAILED_REASONS } from "@contract/checkout";

/** Part 2 §8: known reasons have their text, any other is shown as the gateway sent it, none gives the default. */
export function failureText(reason: string | null): string {
  const given = reason?.trim();
  if (!given) return PAYMENT_FAILED_DEFAULT;
  return Object.hasOwn(PAYMENT_FAILED_REASONS, given) ? PAYMENT_FAILED_REASONS[given]! : given.slice(0, 300);
}
