import type { Category } from "./categories";

/**
 * The search box's keyword groups (docs/product.md#search), exactly as listed there: the web suggests them as a person
 * types, and the server's suggestions start from them too. Deliberately no brand names ("samsung"): a detected
 * category narrows the results, and a brand sells in more than one category.
 */
export const KEYWORD_GROUPS: { category: Category; keywords: string[] }[] = [
  { category: "electronics", keywords: ["phones", "laptops", "tablets", "headphones", "cameras", "tvs", "watches"] },
  { category: "fashion", keywords: ["clothing", "shoes", "bags", "jewelry"] },
  { category: "home_garden", keywords: ["furniture", "lighting", "kitchen", "plants", "decor"] },
  { category: "sports", keywords: ["fitness", "ball games", "cycling", "running", "yoga", "outdoor"] },
  { category: "books", keywords: ["books", "fiction", "education"] },
];
