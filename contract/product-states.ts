/**
 * A listing's states and conditions (docs/product.md#listings): the database's checks, the server's types and the API's
 * schemas all read these lists, so a value added here is added everywhere at once.
 */
export const PRODUCT_STATUSES = ["pending", "approved", "rejected", "sold", "delisted"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The data model knows five; the listing form offers only like_new and good (FORM_CONDITIONS). */
export const PRODUCT_CONDITIONS = ["new", "like_new", "good", "fair", "poor"] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

/** A seller's edit of a live listing waits as pending until an admin approves or rejects it. */
export const MODIFICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ModificationStatus = (typeof MODIFICATION_STATUSES)[number];
