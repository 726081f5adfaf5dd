import { PRICE_GUIDE_MIN_SAMPLE, type PriceGuide, type PriceGuideQuery } from "@contract/price-guide";
import type { Db } from "../../db/client";
import { getProduct } from "../catalog";
import { comparableSales } from "./price-guide-repo";

/** What comparable items sold for; below PRICE_GUIDE_MIN_SAMPLE sales, only how many there were. */
export async function priceGuide(db: Db, q: PriceGuideQuery, excludeProductId?: string): Promise<PriceGuide> {
  const sales = await comparableSales(db, q, excludeProductId);
  if (sales.sampleSize < PRICE_GUIDE_MIN_SAMPLE)
    return { low: null, median: null, high: null, sampleSize: sales.sampleSize };
  return sales;
}

/**
 * The guide for a listing the caller may see (the product page's 404 otherwise), from sales of other listings. A
 * listing without a product type or brand has nothing to compare with.
 */
export async function listingPriceGuide(
  db: Db,
  productId: string,
  viewer: Parameters<typeof getProduct>[2],
): Promise<PriceGuide> {
  const { product } = await getProduct(db, productId, viewer);
  if (!product.productType || !product.brand) return { low: null, median: null, high: null, sampleSize: 0 };
  const q = {
    category: product.category,
    productType: product.productType,
    brand: product.brand,
    condition: product.condition,
  };
  return priceGuide(db, q, product.id);
}
