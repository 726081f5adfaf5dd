/**
 * The admin module's public surface: other modules import only this file (lint rule house/module-boundaries).
 * Admin actions taken through another module's routes (order steps, returns, payouts) are written to the same
 * audit log, in the transaction of the change.
 */
export { recordAdminAction } from "./audit-repo";
/** The Reports tab acts on a reported listing with the listing's own transitions. */
export { deleteProduct, delistProduct } from "./admin-products-service";
