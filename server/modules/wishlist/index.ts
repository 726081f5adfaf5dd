/** The wishlist module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export { eraseWishlist } from "./wishlist-erasure";
