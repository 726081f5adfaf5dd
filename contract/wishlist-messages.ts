// Apart from wishlist.ts (zod): every product card's heart needs these texts, not the schemas.
export const WISHLIST_MESSAGES = {
  loginRequired: "Please login to add items to wishlist",
  already: "Already in Wishlist",
  added: "Added to Wishlist",
  removed: "Removed from Wishlist",
} as const;
