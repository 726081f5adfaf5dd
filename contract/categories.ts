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

/** Category names on Hindi pages, in the everyday words Indian shopping apps use. */
export const CATEGORY_LABELS_HI: Record<Category, string> = {
  electronics: "इलेक्ट्रॉनिक्स",
  fashion: "फ़ैशन",
  home_garden: "घर और बगीचा",
  sports: "खेल-कूद",
  books: "किताबें",
  vehicles: "गाड़ियाँ",
  other: "अन्य",
};
