import { z } from "zod";

/** Rows per page of the admin panel's lists (docs/product.md#limits-and-timings: 10 rows a page). */
export const ADMIN_PAGE_SIZE = 20;

/** `limit` and `offset` of every admin list: bounded so no request asks for a table at once. */
export const adminPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be at least 1" })
    .max(100, { error: "limit must be at most 100" })
    .default(ADMIN_PAGE_SIZE),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int({ error: "offset must be a whole number" })
    .min(0, { error: "offset cannot be negative" })
    .max(100_000, { error: "offset must be at most 100000" })
    .default(0),
});
