// Kept apart from products.ts (zod): the home and browse pages need these figures but not the schemas,
// and zod alone is about 25 KB gzip that a phone would otherwise download before the first listing.
export const PAGE_SIZE = 8;
export const LIST_LIMIT_MAX = 50;
export const SORTS = ["newest", "price_asc", "price_desc"] as const;
