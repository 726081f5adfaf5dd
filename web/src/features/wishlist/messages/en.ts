/** The wishlist tab's English messages (decision 0046); hi.ts has the same keys. */
const en = {
  "wishlistTab.heading": "Wishlist",
  "wishlistTab.failed": "Failed to fetch wishlist",
  "wishlistTab.empty": "Nothing saved yet. Tap the heart on any listing to keep it here.",
  "wishlistTab.available": "Available",
  "wishlistTab.sold": "Sold",
} as const satisfies Record<string, string>;

export default en;
