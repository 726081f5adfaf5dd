import type { Category } from "@contract/categories";
import { listProductsQuerySchema } from "@contract/products";
import { formsStartingWith, isDevanagari } from "@contract/search-dictionary/dictionary";
import { KEYWORD_GROUPS } from "@contract/search-keywords";
import type { SearchSuggestions } from "@contract/search-suggestions";
import type { Db } from "../../db/client";
import { listProducts } from "./products-repo";
import { searchPlan } from "./search-plan";

const MIN_CHARS = 2;
const MAX_SUGGESTIONS = 6;
/** Listings counted per text when comparing a suggestion with what was typed: more than a first page holds. */
const COUNT_CAP = 48;

/** The category a search belongs to: the first word the dictionary gives one, else a keyword group's. */
function searchCategory(text: string): Category | undefined {
  const fromWords = searchPlan(text).groups.find((g) => g.category)?.category;
  if (fromWords) return fromWords;
  const typed = text.trim().toLowerCase();
  if (typed.length < MIN_CHARS) return undefined;
  return KEYWORD_GROUPS.find((g) => g.keywords.some((k) => k.includes(typed) || typed.includes(k)))?.category;
}

/**
 * What the search box may offer: keyword groups and dictionary words the last word typed begins, in the script it was
 * typed in ("मोबा" -> मोबाइल, "phon" -> phones, phone). A suggestion that would find fewer listings than the text typed
 * is left out: picking one must never lose what the person was about to see.
 */
export async function searchSuggestions(db: Db, text: string): Promise<SearchSuggestions> {
  const typed = text.trim().replace(/\s+/g, " ");
  const category = searchCategory(typed) ?? null;
  if (typed.length < MIN_CHARS) return { category, suggestions: [] };
  const words = typed.split(" ");
  const last = words.pop()!.toLowerCase();
  const before = words.length > 0 ? `${words.join(" ")} ` : "";
  const candidates = new Set<string>();
  if (!isDevanagari(last))
    for (const g of KEYWORD_GROUPS) for (const k of g.keywords) if (k.startsWith(last)) candidates.add(before + k);
  for (const { form } of formsStartingWith(last))
    if (isDevanagari(form) === isDevanagari(last)) candidates.add(before + form.toLowerCase());
  candidates.delete(typed.toLowerCase());

  const found = async (search: string, inCategory: Category | undefined) =>
    (
      await listProducts(db, listProductsQuerySchema.parse({ search, category: inCategory, limit: COUNT_CAP }), {
        includeAllStatuses: false,
      })
    ).length;
  const typedFinds = await found(typed, category ?? undefined);
  const suggestions: SearchSuggestions["suggestions"] = [];
  for (const candidate of candidates) {
    if (suggestions.length === MAX_SUGGESTIONS) break;
    const its = searchCategory(candidate) ?? null;
    if ((await found(candidate, its ?? undefined)) >= typedFinds) suggestions.push({ text: candidate, category: its });
  }
  return { category, suggestions };
}
