export const CATEGORIES = ["electronics", "fashion", "home_garden", "sports", "books", "vehicles", "other"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  electronics: "Electronics",
  fashion: "Fashion",
  home_garden: "Home & Garden",
  sports: "Sports",
  books: "Books",
  vehicles: "Vehicles",
  other: "Other",
};

/** A category's name as people read it ("Home & Garden"), whatever the stored value; an unknown one as stored. */
export const categoryLabel = (category: string): string =>
  (CATEGORY_LABELS as Record<string, string | undefined>)[category] ?? category;
