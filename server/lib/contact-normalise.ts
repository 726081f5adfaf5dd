import { mapped, removeInside, rewrite, type MappedText } from "./mapped-text";

/**
 * The ways people write a number or an address so a filter misses it, undone before detection: other scripts'
 * digits, full-width and styled characters, characters spaced apart, digits spelled out in English or Hindi,
 * "at"/"dot" spelled out.
 */

/** The zero of each script whose digits are written in India (and Urdu's), then 0-9 follow it in Unicode. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];

const NUMBER_WORDS: Record<string, string[]> = {
  "0": ["zero", "shunya", "shoonya", "sunya", "शून्य", "शुन्य", "ज़ीरो", "जीरो"],
  "1": ["one", "ek", "एक", "वन"],
  "2": ["two", "do", "दो", "टू"],
  "3": ["three", "teen", "tin", "तीन", "थ्री"],
  "4": ["four", "char", "chaar", "चार", "फोर", "फ़ोर"],
  "5": ["five", "paanch", "panch", "paach", "पांच", "पाँच", "फाइव"],
  "6": ["six", "chhe", "chhah", "chah", "chhai", "che", "cheh", "chheh", "छह", "छः", "छे", "छै", "सिक्स"],
  "7": ["seven", "saat", "sat", "सात", "सेवन"],
  "8": ["eight", "aath", "ath", "aat", "आठ"],
  "9": ["nine", "nau", "nao", "नौ", "नाइन"],
};
const DIGIT_OF_WORD = new Map(
  Object.entries(NUMBER_WORDS).flatMap(([digit, words]) => words.map((word) => [word, digit] as const)),
);

/** A word stands alone: no letter (or Indic vowel sign) touches it. */
const alone = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`, "giu");
const byLength = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length).join("|");

const NUMBER_WORD = alone(byLength(DIGIT_OF_WORD.keys()));
const REPEATED_DIGIT = new RegExp(`(?<![\\p{L}\\p{M}])(double|dubble|triple|tripple|डबल|ट्रिपल)[\\s-]*(\\d)`, "giu");
/** Emoji presentation and keycap marks: 9️⃣ is a 9. They join the character before them. */
const KEYCAP = /([^\ufe0f\u20e3])[\ufe0f\u20e3]+/gu;
/**
 * Three or more single characters in a row, each apart from the next by a space or two: "r a v i @ g m a i l . c o m"
 * is read as "ravi@gmail.com". Ordinary words are longer than one character, so ordinary text is untouched.
 */
const SPACED_OUT = /(?<!\S)\S(?:[ \t]{1,2}\S(?!\S)){2,}/gu;
const SPACE = /[ \t]/u;
/** Everything outside printable ASCII, where the look-alike digits and letters live. */
const OUTSIDE_ASCII = /[^ -~\s]/gu;

/** Marks for a spelled-out "at" or "dot" standing between words: only an address with a known ending counts. */
export const LOOSE_AT = "\ue000";
export const LOOSE_DOT = "\ue001";
/** "(at)", "[dot]", "<at>" and "at the rate" mean nothing but @ and . in a message, wherever they stand. */
const OPEN = "[(\\[{<]";
const CLOSE = "[)\\]}>]";
const CERTAIN_AT = new RegExp(
  `\\s*${OPEN}\\s*(?:at|@|एट)\\s*${CLOSE}\\s*|\\s*\\bat[\\s-]*(?:the|d)[\\s-]*rate\\b\\s*`,
  "giu",
);
const CERTAIN_DOT = new RegExp(`\\s*${OPEN}\\s*(?:dot|\\.|डॉट)\\s*${CLOSE}\\s*`, "giu");
const WORD_AT = /\s+(?:at|एट)\s+/giu;
const WORD_DOT = /\s+(?:dot|डॉट|डोट)\s+/giu;

function plainCharacter(char: string) {
  const code = char.codePointAt(0)!;
  const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
  return zero === undefined ? char.normalize("NFKC") : String(code - zero);
}

export function normaliseForContacts(original: string): MappedText {
  let text = rewrite(mapped(original), KEYCAP, ([, char]) => char!);
  text = rewrite(text, OUTSIDE_ASCII, ([char]) => plainCharacter(char));
  text = removeInside(text, SPACED_OUT, SPACE);
  text = rewrite(text, NUMBER_WORD, ([word]) => DIGIT_OF_WORD.get(word.toLowerCase()) ?? word);
  text = rewrite(text, REPEATED_DIGIT, ([, times, digit]) =>
    digit!.repeat(/^(triple|tripple|ट्रिपल)$/i.test(times!) ? 3 : 2),
  );
  text = rewrite(text, CERTAIN_AT, () => "@");
  text = rewrite(text, CERTAIN_DOT, () => ".");
  text = rewrite(text, WORD_AT, () => LOOSE_AT);
  return rewrite(text, WORD_DOT, () => LOOSE_DOT);
}
