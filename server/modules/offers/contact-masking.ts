/**
 * Buyer and seller must not take a deal off the platform (DECISIONS.md "Offers"), so offer messages lose
 * phone numbers, e-mail addresses and UPI IDs before they are stored. Errs on the side of hiding: ten digits
 * that look like an Indian mobile are hidden even when they were meant as something else.
 */
export const HIDDEN = "[hidden]";

const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[\p{L}\p{N}-]+)+/giu;
/** name@okaxis, 9876543210@ybl: a handle, @, and a provider with no dot after it. */
const UPI = /[\p{L}\p{N}._-]{2,}\s*@\s*[\p{L}]{2,}\b/giu;
/**
 * Ten digits starting 6-9, optionally after +91, 91, 0091 or 0, with spaces, dashes, dots or brackets
 * between any of them: 98765 43210, +91-98765-43210, 098765.43210, (+91) 9876 543 210.
 */
const PHONE = /(?<!\d)(?:\(?(?:\+|00)?\s*91\s*\)?[\s.-]*|0[\s.-]*)?[6-9](?:[\s.\-()]*\d){9}(?!\d)/g;

export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const masked = text.replace(EMAIL, HIDDEN).replace(UPI, HIDDEN).replace(PHONE, HIDDEN);
  return { text: masked, masked: masked !== text };
}
