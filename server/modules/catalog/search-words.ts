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
    for (const word of type.label.toLowerCase().split(/[^a-z]+/)) if (word && word !== type.value) TYPE_BY_WORD.set(word, type.value);
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
