/** What other domains may use of wishlist (the lint rule house/feature-boundaries): the rest stays inside. */
export { WishlistTab } from "./wishlist-tab";
