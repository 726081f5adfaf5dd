import { CATEGORIES, type Category } from "@contract/categories";
import { FORM_CONDITIONS } from "@contract/conditions";
import { SORTS } from "@contract/product-paging";
import type { ProductFilters } from "@web/lib/api/products";

/** Everything /browse shows is in its URL, so back, forward and a shared link give the same results. */
export interface BrowseParams {
  search: string;
  category?: Category;
  sort: (typeof SORTS)[number] | "";
  minPrice: string;
  maxPrice: string;
  condition: string;
  city: string;
}

const WHOLE_RUPEES = /^\d{1,9}$/;
const isCategory = (v: string | null): v is Category => CATEGORIES.some((c) => c === v);

/** Reads the URL; a value the server would refuse (a typed-in "abc" price) is dropped rather than sent. */
export function readBrowseParams(search: string): BrowseParams {
  const params = new URLSearchParams(search);
  const text = (key: string) => params.get(key)?.trim() ?? "";
  const price = (key: string) => (WHOLE_RUPEES.test(text(key)) ? String(Number(text(key))) : "");
  const rawCategory = text("category").toLowerCase();
  const minPrice = price("minPrice");
  let maxPrice = price("maxPrice");
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) maxPrice = "";
  return {
    search: text("search"),
    category: isCategory(rawCategory) ? rawCategory : undefined,
    sort: SORTS.find((s) => s === params.get("sort")) ?? "",
    minPrice,
    maxPrice,
    condition: FORM_CONDITIONS.some((c) => c.value === text("condition")) ? text("condition") : "",
    city: text("city").slice(0, 100),
  };
}

/** What the results grid asks GET /api/products for (the server renderer asks the same, so its answer is reused). */
export function browseFilters(p: BrowseParams): ProductFilters {
  return {
    search: p.search || undefined,
    category: p.category,
    sort: p.sort || undefined,
    minPrice: p.minPrice || undefined,
    maxPrice: p.maxPrice || undefined,
    condition: p.condition || undefined,
    city: p.city || undefined,
  };
}

/** The URL of these params, empty ones left out. */
export function browseHref(p: BrowseParams): string {
  const next = new URLSearchParams();
  for (const key of ["search", "category", "minPrice", "maxPrice", "condition", "city", "sort"] as const) {
    const value = p[key];
    if (value) next.set(key, value);
  }
  const text = next.toString();
  return text ? `/browse?${text}` : "/browse";
}

/** The price range as typed in the filter form: a message when it cannot be applied. */
export function priceRangeProblem(minPrice: string, maxPrice: string): string | undefined {
  for (const [name, value] of [
    ["Min price", minPrice],
    ["Max price", maxPrice],
  ] as const)
    if (value && !WHOLE_RUPEES.test(value)) return `${name} must be a whole number of rupees`;
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) return "Min price cannot be more than max price";
  return undefined;
}

/**
 * Without JavaScript, Load More is a link to `?page=N`, and the server renders the first N pages (8 listings each):
 * the visitor's list grows as it does with JavaScript. Capped, so one address cannot ask the server for everything.
 */
export const MAX_BROWSE_PAGES = 25;

/** How many pages of listings the address asks for: `page`, a whole number from 1 to the cap; anything else is 1. */
export function browsePagesShown(search: string): number {
  const page = new URLSearchParams(search).get("page")?.trim() ?? "";
  return /^\d{1,3}$/.test(page) ? Math.min(Math.max(Number(page), 1), MAX_BROWSE_PAGES) : 1;
}

/** Load More's address once `shown` pages are on the screen; undefined at the cap (the button still loads more). */
export function nextBrowsePageHref(p: BrowseParams, shown: number): string | undefined {
  if (shown >= MAX_BROWSE_PAGES) return undefined;
  const href = browseHref(p);
  return `${href}${href.includes("?") ? "&" : "?"}page=${shown + 1}`;
}
