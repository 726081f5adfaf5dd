/**
 * Indian scripts to Latin letters, for the provider's name fields (3-50 Latin characters) and for matching a holder's
 * name typed in Devanagari against the bank's Latin one. The nine Brahmic scripts in Unicode (Devanagari, Bengali,
 * Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam) share one layout, 128 code points apart, so one
 * table of offsets serves them all. Simplified Hunterian spelling, no diacritics; a word's final inherent "a" is
 * dropped, as Hindi and most northern names are spoken ("अनिल" -> "Anil").
 */

const CONSONANTS: Record<number, string> = {
  0x15: "k",
  0x16: "kh",
  0x17: "g",
  0x18: "gh",
  0x19: "ng",
  0x1a: "ch",
  0x1b: "chh",
  0x1c: "j",
  0x1d: "jh",
  0x1e: "ny",
  0x1f: "t",
  0x20: "th",
  0x21: "d",
  0x22: "dh",
  0x23: "n",
  0x24: "t",
  0x25: "th",
  0x26: "d",
  0x27: "dh",
  0x28: "n",
  0x29: "n",
  0x2a: "p",
  0x2b: "ph",
  0x2c: "b",
  0x2d: "bh",
  0x2e: "m",
  0x2f: "y",
  0x30: "r",
  0x31: "r",
  0x32: "l",
  0x33: "l",
  0x34: "zh",
  0x35: "v",
  0x36: "sh",
  0x37: "sh",
  0x38: "s",
  0x39: "h",
};
const VOWELS: Record<number, string> = {
  0x05: "a",
  0x06: "aa",
  0x07: "i",
  0x08: "ee",
  0x09: "u",
  0x0a: "oo",
  0x0b: "ri",
  0x0c: "li",
  0x0d: "e",
  0x0e: "e",
  0x0f: "e",
  0x10: "ai",
  0x11: "o",
  0x12: "o",
  0x13: "o",
  0x14: "au",
};
const SIGNS: Record<number, string> = {
  0x3e: "a",
  0x3f: "i",
  0x40: "ee",
  0x41: "u",
  0x42: "oo",
  0x43: "ri",
  0x44: "ri",
  0x45: "e",
  0x46: "e",
  0x47: "e",
  0x48: "ai",
  0x49: "o",
  0x4a: "o",
  0x4b: "o",
  0x4c: "au",
};
const MARKS: Record<number, string> = { 0x01: "n", 0x02: "n", 0x03: "h" };
const VIRAMA = 0x4d;
const NUKTA = 0x3c;

const brahmic = (code: number) => code >= 0x0900 && code < 0x0d80;

export function transliterate(input: string): string {
  let out = "";
  // A consonant's inherent "a" waits here until we know whether a sign, a virama or the word's end removes it.
  let pendingA = false;
  const flush = (endOfWord: boolean) => {
    if (pendingA && !endOfWord) out += "a";
    pendingA = false;
  };
  for (const ch of input) {
    const code = ch.codePointAt(0)!;
    if (!brahmic(code)) {
      flush(!/[\p{L}\p{M}]/u.test(ch));
      out += ch;
      continue;
    }
    const at = code & 0x7f;
    if (CONSONANTS[at] !== undefined) {
      flush(false);
      out += CONSONANTS[at];
      pendingA = true;
    } else if (SIGNS[at] !== undefined) {
      pendingA = false;
      out += SIGNS[at];
    } else if (at === VIRAMA) {
      pendingA = false;
    } else if (at === NUKTA) {
      continue;
    } else if (VOWELS[at] !== undefined) {
      flush(false);
      out += VOWELS[at];
    } else if (MARKS[at] !== undefined) {
      flush(false);
      out += MARKS[at];
    } else {
      flush(true);
    }
  }
  flush(true);
  return out.replace(/(^|\s)([a-z])/g, (_m, space: string, letter: string) => space + letter.toUpperCase());
}
