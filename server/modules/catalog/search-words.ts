import { PRODUCT_TYPES } from "@contract/catalog";

/** Words people search with for a kind of thing that its label does not already say. */
const SYNONYMS: Record<string, string> = {
  smartphone: "mobile",
  iphone: "mobile",
  bike: "motorcycle",
  scooty: "motorcycle",
  cycle: "bicycle",
  earphones: "audio",
  headphones: "audio",
  speaker: "audio",
};

/**
 * A listing's product type is in its search vector as the stored value ("mobile", "tv"), but people type the
 * words of its label ("phone", "television") or an everyday name ("bike"). Each such word points to its type.
 */
const TYPE_BY_WORD = new Map<string, string>(Object.entries(SYNONYMS));
for (const types of Object.values(PRODUCT_TYPES)) {
  for (const type of types ?? []) {
    for (const word of type.label.toLowerCase().split(/[^a-z]+/))
      if (word && word !== type.value) TYPE_BY_WORD.set(word, type.value);
  }
}

/**
 * The search text with such words replaced by their product type ("samsung phone" -> "samsung mobile"), to be
 * searched alongside the text as typed; undefined when no word names a type.
 */
export function typeWordVariant(search: string): string | undefined {
  let changed = false;
  const variant = search.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const type = TYPE_BY_WORD.get(word.toLowerCase());
    if (!type || type === word.toLowerCase()) return word;
    changed = true;
    return type;
  });
  return changed ? variant : undefined;
}

/** Words of a search tried for typos: enough for any real query, few enough to keep the query small. */
const MAX_TYPO_WORDS = 6;

/** One word's spellings worth trying: as typed, each pair of neighbouring letters swapped, and for short words each letter dropped. */
function spellings(word: string): string[] {
  const out = new Set([word]);
  if (word.length < 3 || word.length > 20 || !/^\p{L}+$/u.test(word)) return [...out];
  for (let i = 0; i + 1 < word.length; i++) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  // Trigrams forgive a typo in a long word ("samsng"), not in a short one: "sofaa" or "bikke" share too few.
  if (word.length <= 5) for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

/**
 * A to_tsquery text that forgives the typos trigram similarity cannot: swapped letters ("iphnoe" -> iphone,
 * "tabel" -> table) and slips in short words. Every word must still match in one of its spellings. Words are
 * letters and digits only, so nothing in the text is a tsquery operator. Undefined when no word has other spellings.
 */
export function typoTsquery(search: string): string | undefined {
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TYPO_WORDS);
  const groups = words.map(spellings);
  if (!groups.some((g) => g.length > 1)) return undefined;
  return groups.map((g) => (g.length > 1 ? `(${g.join(" | ")})` : g[0])).join(" & ");
}
