import { CATEGORIES, type Category } from "@contract/categories";

const isCategory = (value: string | null): value is Category => CATEGORIES.some((c) => c === value);

/** The home page's search and category from its URL (the grid's filters; the server renderer reads the same). */
export function homeFilters(search: string) {
  const params = new URLSearchParams(search);
  const category = params.get("category");
  return {
    search: params.get("search")?.trim() || null,
    category,
    validCategory: isCategory(category) ? category : null,
  };
}
