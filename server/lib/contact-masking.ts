import { LOOSE_AT, LOOSE_DOT, normaliseForContacts } from "./contact-normalise";
import { sourceSpans } from "./mapped-text";

/**
 * Buyer and seller must not take a deal off the platform (docs/product.md), so offer messages and reviews lose phone
 * numbers, e-mail addresses and UPI IDs before they are stored, and a listing whose title or description has one is
 * refused (findContactDetails names the words). One detection for all three. Errs on the side of hiding: ten digits
 * that look like an Indian mobile are hidden even when they were meant as something else.
 *
 * Detection runs on a normalised copy (contact-normalise.ts: other scripts' digits, characters spaced apart, number
 * words, spelled-out "at" and "dot"); the matching spans of the original become HIDDEN and everything else stays as
 * written.
 */
export const HIDDEN = "[hidden]";

/** Bounded (an address part is at most 64 long) so that a long run of letters costs linear time, not quadratic. */
const LABEL = "[\\p{L}\\p{N}-]{1,63}";
const DOT = `\\s*[.${LOOSE_DOT}]\\s*`;
const LOCAL = `[\\p{L}\\p{N}._%+${LOOSE_DOT}-]{1,64}`;
/**
 * A bare word "at" is usually just "at": "I am at home, dot on time", "Bought at croma.com". It makes an address
 * only before an ending with the last dot spelled out too ("asha at gmail dot com"), or before a mail provider's
 * domain ("asha at gmail.com"). A written dot there must touch its words: ". In the evening" is a
 * sentence ending.
 */
const ENDING = "(?:com|in|net|org|co|io|me|info|edu|gov|ac|biz|xyz|live|email|mail|online)(?![\\p{L}\\p{N}])";
const MAIL_PROVIDER =
  "(?:gmail|googlemail|yahoo|ymail|rediffmail|rediff|hotmail|outlook|live|msn|icloud|proton|protonmail|zoho|aol)";
const TIGHT_DOT = `[.${LOOSE_DOT}]`;
/**
 * Any other ending ("asha8 at acceptance dot test") counts when the name looks like a mail name (it has a digit, a dot
 * or an underscore) or when the ending closes the sentence: "I am at home dot on time" goes on as a sentence does.
 */
const ANY_ENDING = "\\p{L}{2,24}(?![\\p{L}\\p{N}])";
const HANDLE = `(?<![\\p{L}\\p{N}._%+${LOOSE_DOT}-])[\\p{L}\\p{N}._%+${LOOSE_DOT}-]{0,63}[\\p{N}._${LOOSE_DOT}][\\p{L}\\p{N}._%+${LOOSE_DOT}-]{0,63}`;
const CLOSES = "(?=[ \\t]*(?:$|[\\n.,;:!?)\\]]))";
const SPELLED_DOMAIN = `${LOOSE_AT}(?:${LABEL}${TIGHT_DOT})*${LABEL}${LOOSE_DOT}`;
const EMAIL = new RegExp(
  [
    `${LOCAL}\\s*@\\s*${LABEL}(?:${DOT}${LABEL})+`,
    `${LOCAL}${SPELLED_DOMAIN}${ENDING}`,
    `${LOCAL}${LOOSE_AT}${MAIL_PROVIDER}(?:${TIGHT_DOT}${LABEL})*${TIGHT_DOT}${ENDING}`,
    `${HANDLE}${SPELLED_DOMAIN}${ANY_ENDING}`,
    `${LOCAL}${SPELLED_DOMAIN}${ANY_ENDING}${CLOSES}`,
  ].join("|"),
  "giu",
);
/** name@okaxis, 9876543210@ybl: a handle, @, and a provider with no dot after it. */
const UPI = /[\p{L}\p{N}._-]{2,64}\s*@\s*[\p{L}]{2,32}\b/giu;
/**
 * Ten digits starting 6-9, optionally after +91, 91, 0091 or 0, with at most three separators (anything but a
 * letter or digit: spaces, dashes, dots, slashes, underscores, brackets) between any two of them:
 * 98765 43210, +91-98765-43210, 98765/43210, 9_8_7_6_5_4_3_2_1_0, (+91) 9876 543 210.
 */
const GAP = `[^\\p{L}\\p{M}\\p{N}@${LOOSE_AT}${LOOSE_DOT}]{0,3}`;
const PHONE = new RegExp(
  `(?<!\\d)(?:\\(?(?:(?:\\+|00)\\s*)?9${GAP}1\\s*\\)?${GAP}|0${GAP})?[6-9](?:${GAP}\\d){9}(?!\\d)`,
  "gu",
);

type ContactKind = "email" | "upi" | "phone";

/** Where the contacts are in the original text, in order, overlapping finds merged (the first kind found names it). */
function contactSpans(text: string) {
  const normalised = normaliseForContacts(text);
  const found = (["email", "upi", "phone"] as const).flatMap((kind) =>
    sourceSpans(normalised, { email: EMAIL, upi: UPI, phone: PHONE }[kind]).map(
      ([start, end]) => ({ start, end, kind }) as const,
    ),
  );
  found.sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number; kind: ContactKind }[] = [];
  for (const span of found) {
    const last = merged.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const spans = contactSpans(text);
  if (spans.length === 0) return { text, masked: false };
  let out = "";
  let at = 0;
  for (const { start, end } of spans) {
    out += text.slice(at, start) + HIDDEN;
    at = end;
  }
  return { text: out + text.slice(at), masked: true };
}

/** The contacts in a text as they were written, for telling the writer what to remove (listings are refused, not masked). */
export const findContactDetails = (text: string) =>
  contactSpans(text).map(({ start, end, kind }) => ({ kind, text: text.slice(start, end) }));
