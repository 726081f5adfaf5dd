/**
 * The catalog module's public surface: other modules import only this file (lint rule house/module-boundaries).
 * Admin moderation changes listings through lockListing and the write functions after it, under the same row lock
 * every other write of a listing takes (ADR 0006).
 */
export { getProduct } from "./catalog-service";
export type { ListingFiles } from "./listing-files";
export { listingFiles } from "./listing-media";
/** The admin's approval card flags a listing whose text has a contact, as the seller's form refuses one. */
export { contactsInListing } from "./listing-contacts";
export { toOwnerProductView } from "./product-view";
export { backOnSale, markSold, relistForReview } from "./listing-sale";
export {
  findPendingModification,
  lockProduct as lockListing,
  setHeldByReports,
  updateProduct,
  type ProductRow,
} from "./products-repo";
export {
  deleteProductRow,
  settleModification,
  transitionProduct,
  withdrawPendingModification,
} from "./moderation-repo";
