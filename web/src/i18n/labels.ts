import type { Translator } from "./i18n";
import type { MessageKey } from "./messages/en";

/** A listing's condition in the page's language; a value the catalogue does not know shows as stored. */
export function conditionLabel(t: Translator, condition: string): string {
  const key = `condition.${condition}` as MessageKey;
  const text = t(key);
  return text === key ? condition : text;
}

/** A category's name in the page's language (the same words as contract/categories.ts CATEGORY_LABELS_HI). */
export function categoryLabel(t: Translator, category: string): string {
  const key = `category.${category}` as MessageKey;
  const text = t(key);
  return text === key ? category : text;
}
