/**
 * The catalog module's public surface: other modules import only this file (lint rule house/module-boundaries).
 * Every other module changes a listing under lockListing, the same row lock the catalog's own writes take (ADR 0006).
 */
export { getProduct } from "./catalog-service";
export type { ListingFiles } from "./listing-files";
export { backOnSale, markSold, relistForReview } from "./listing-sale";
export { lockListing, setHeldByReports } from "./listing-locks";
/** The Reports tab acts on a reported listing with the moderation's own transitions. */
export { deleteProduct, delistProduct } from "./admin-products-service";
export { eraseSellerListings, lockSellerListings } from "./listing-erasure";
