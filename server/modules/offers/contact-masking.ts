import { LOOSE_AT, LOOSE_DOT, normaliseForContacts } from "./contact-normalise";
import { sourceSpans } from "./mapped-text";

/**
 * Buyer and seller must not take a deal off the platform (DECISIONS.md "Offers"), so offer messages lose
 * phone numbers, e-mail addresses and UPI IDs before they are stored. Errs on the side of hiding: ten digits
 * that look like an Indian mobile are hidden even when they were meant as something else.
 *
 * Detection runs on a normalised copy (contact-normalise.ts: other scripts' digits, number words, spelled-out
 * "at" and "dot"); the matching spans of the original become HIDDEN and everything else stays as written.
 */
export const HIDDEN = "[hidden]";

const LABEL = "[\\p{L}\\p{N}-]+";
const DOT = `\\s*[.${LOOSE_DOT}]\\s*`;
const LOCAL = `[\\p{L}\\p{N}._%+${LOOSE_DOT}-]+`;
/** Endings that make "asha at gmail dot com" an address while "I am at home, dot on time" stays a sentence. */
const KNOWN_ENDINGS = "com|in|net|org|co|io|me|info|edu|gov|ac|biz|xyz|live|email|mail|online";
const EMAIL = new RegExp(
  `${LOCAL}\\s*@\\s*${LABEL}(?:${DOT}${LABEL})+` +
    `|${LOCAL}${LOOSE_AT}${LABEL}(?:${DOT}${LABEL})*${DOT}(?:${KNOWN_ENDINGS})(?![\\p{L}\\p{N}])`,
  "giu",
);
/** name@okaxis, 9876543210@ybl: a handle, @, and a provider with no dot after it. */
const UPI = /[\p{L}\p{N}._-]{2,}\s*@\s*[\p{L}]{2,}\b/giu;
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

export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const normalised = normaliseForContacts(text);
  const spans = [EMAIL, UPI, PHONE].flatMap((pattern) => sourceSpans(normalised, pattern));
  if (spans.length === 0) return { text, masked: false };
  spans.sort((a, b) => a[0] - b[0]);
  let out = "";
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    if (start >= at) out += text.slice(at, start) + HIDDEN;
    at = end;
  }
  return { text: out + text.slice(at), masked: true };
}
