import { z } from "zod";
import { productTypesFor } from "./catalog";
import { CATEGORIES } from "./categories";
import { PRODUCT_CONDITIONS } from "./product-states";

/**
 * The fair-price guide (docs/product.md#price-guide): what comparable items really sold for. Comparable means the
 * same category, product type, brand and condition; sold means an order delivered in the last PRICE_GUIDE_DAYS days
 * whose sale stands (no return, or one rejected or refused).
 */
export const PRICE_GUIDE_DAYS = 180;
/** Fewer sales than this say too little: the guide answers only how many it found. */
export const PRICE_GUIDE_MIN_SAMPLE = 5;

export const PRICE_GUIDE_MESSAGES = {
  category: "Please choose a category from the list",
  productType: "Choose a product type from the list for this category",
  brand: "Choose a brand (at most 80 characters)",
  condition: `Condition must be one of ${PRODUCT_CONDITIONS.join(", ")}`,
} as const;

/** Query values arrive as text, a repeated one as a list: only one text each is a question we can answer. */
const oneText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

export const priceGuideQuerySchema = z
  .object({
    category: z.enum(CATEGORIES, { error: PRICE_GUIDE_MESSAGES.category }),
    productType: oneText(PRICE_GUIDE_MESSAGES.productType, 50),
    // Any brand a listing may carry: a list's brand, or the seller's own name for Other.
    brand: oneText(PRICE_GUIDE_MESSAGES.brand, 80),
    condition: z.enum(PRODUCT_CONDITIONS, { error: PRICE_GUIDE_MESSAGES.condition }),
  })
  .refine((q) => productTypesFor(q.category).some((t) => t.value === q.productType), {
    path: ["productType"],
    error: PRICE_GUIDE_MESSAGES.productType,
  });
export type PriceGuideQuery = z.infer<typeof priceGuideQuerySchema>;

/** The 25th, 50th and 75th percentiles of the final prices, in whole rupees; all null below PRICE_GUIDE_MIN_SAMPLE. */
export const priceGuideSchema = z.object({
  low: z.number().nullable(),
  median: z.number().nullable(),
  high: z.number().nullable(),
  sampleSize: z.number(),
});
export type PriceGuide = z.infer<typeof priceGuideSchema>;
