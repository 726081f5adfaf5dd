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

/** The home page chips of part 1 §2 (All is the absence of a category). */
export const HOME_CHIP_CATEGORIES: readonly Category[] = ["electronics", "fashion", "home_garden", "sports"];
