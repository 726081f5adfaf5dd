/**
 * Devanagari to the Latin letters Indians type Hindi in (Hinglish), for words the search dictionary does not know
 * (a brand, a model, a place). Not a scholarly scheme: फ़ोन is "fon", not "phona", so the inherent vowel is dropped
 * where speech drops it (word-final, and between a vowel and a consonant with its own vowel).
 */
const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
  ळ: "l",
};
/** Consonants with a nukta sound as in Urdu and English loans. */
const WITH_NUKTA: Record<string, string> = { क: "q", ख: "kh", ग: "g", ज: "z", ड: "r", ढ: "rh", फ: "f", य: "y" };
const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "i",
  उ: "u",
  ऊ: "u",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};
const SIGNS: Record<string, string> = {
  "\u093E": "a",
  "\u093F": "i",
  "\u0940": "i",
  "\u0941": "u",
  "\u0942": "u",
  "\u0943": "ri",
  "\u0947": "e",
  "\u0948": "ai",
  "\u094B": "o",
  "\u094C": "au",
  "\u0949": "o",
  "\u0945": "e",
};
const VIRAMA = "\u094D";
const NUKTA = "\u093C";
const NASAL = new Set(["\u0902", "\u0901"]);
const DIGITS = "०१२३४५६७८९";

/** A syllable: its consonants, its vowel ("" for a virama, undefined for the inherent one) and a nasal. */
interface Syllable {
  consonants: string;
  vowel: string | undefined;
  nasal: boolean;
}

function syllables(word: string): (Syllable | string)[] {
  const out: (Syllable | string)[] = [];
  const chars = [...word.normalize("NFD")];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const last = out[out.length - 1];
    if (CONSONANTS[c] !== undefined) {
      const nukta = chars[i + 1] === NUKTA;
      if (nukta) i++;
      const sound = nukta ? (WITH_NUKTA[c] ?? CONSONANTS[c]!) : CONSONANTS[c]!;
      if (typeof last === "object" && last.vowel === "") {
        last.consonants += sound;
        last.vowel = undefined;
      } else out.push({ consonants: sound, vowel: undefined, nasal: false });
    } else if (VOWELS[c] !== undefined) out.push({ consonants: "", vowel: VOWELS[c]!, nasal: false });
    else if (SIGNS[c] !== undefined && typeof last === "object") last.vowel = SIGNS[c]!;
    else if (c === VIRAMA && typeof last === "object") last.vowel = "";
    else if (NASAL.has(c) && typeof last === "object") last.nasal = true;
    else if (c === "\u0903") out.push("h");
    else if (DIGITS.includes(c)) out.push(String(DIGITS.indexOf(c)));
    else if (c !== NUKTA) out.push(c);
  }
  return out;
}

export function transliterate(word: string): string {
  const parts = syllables(word);
  let text = "";
  parts.forEach((part, i) => {
    if (typeof part === "string") return void (text += part);
    let vowel = part.vowel;
    if (vowel === undefined) {
      const next = parts[i + 1];
      const prev = parts[i - 1];
      const final = next === undefined || typeof next === "string";
      // The inherent vowel goes silent at the end of a word, and after a full syllable before one with a vowel of its
      // own (सैमसंग -> saimsang, not saimasanga); a word of one consonant keeps it.
      const between =
        typeof prev === "object" &&
        prev.vowel !== undefined &&
        typeof next === "object" &&
        next.vowel !== "" &&
        !part.nasal &&
        !(next.vowel === undefined && (parts[i + 2] === undefined || typeof parts[i + 2] === "string"));
      vowel = (final && parts.length > 1 && !part.nasal) || between ? "" : "a";
    }
    text += part.consonants + vowel + (part.nasal ? "n" : "");
  });
  return text;
}
