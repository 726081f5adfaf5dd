import type { Category } from "@contract/categories";
import { KEYWORD_GROUPS } from "@contract/search-keywords";

const SUGGESTION_MIN_CHARS = 2;
const SUGGESTION_MAX = 6;
export const SUGGESTION_HIDE_MS = 300;

const matches = (keyword: string, typed: string) => keyword.includes(typed) || typed.includes(keyword);

/** Keywords where either contains the other, case-insensitively; at most 6, none below 2 characters typed. */
export function suggest(text: string): string[] {
  const typed = text.trim().toLowerCase();
  if (typed.length < SUGGESTION_MIN_CHARS) return [];
  const found = KEYWORD_GROUPS.flatMap((g) => g.keywords).filter((k) => matches(k, typed));
  return [...new Set(found)].slice(0, SUGGESTION_MAX);
}

/** The category a search belongs to, when one of its keywords matches. */
export function detectCategory(text: string): Category | undefined {
  const typed = text.trim().toLowerCase();
  if (typed.length < SUGGESTION_MIN_CHARS) return undefined;
  return KEYWORD_GROUPS.find((g) => g.keywords.some((k) => matches(k, typed)))?.category;
}

/** A submitted search goes to /browse with the detected category added (docs/product.md#search). */
export function browseUrl(text: string): string {
  const query = new URLSearchParams({ search: text.trim() });
  const category = detectCategory(text);
  if (category) query.set("category", category);
  return `/browse?${query}`;
}
