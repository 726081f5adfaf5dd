import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PriceGuide, PriceGuideQuery } from "@contract/price-guide";
import { apiRequest } from "@web/lib/api-client";

/** The guide moves only as sales complete (the server lets a visitor's copy be kept ten minutes). */
const FRESH = 10 * 60_000;

/** What items of this kind sold for (docs/product.md#price-guide): the listing form asks as the seller picks. */
export const priceGuideQuery = (kind: PriceGuideQuery) =>
  queryOptions({
    queryKey: ["/api/price-guide", kind],
    queryFn: ({ signal }) =>
      apiRequest<PriceGuide>("GET", `/api/price-guide?${new URLSearchParams({ ...kind })}`, undefined, signal),
    staleTime: FRESH,
  });

export const usePriceGuide = (kind: PriceGuideQuery | undefined) =>
  useQuery({ ...priceGuideQuery(kind ?? ({} as PriceGuideQuery)), enabled: kind !== undefined });

/** The same for a listing, from other listings' sales: the product page's line. */
export const productPriceGuideQuery = (productId: string) =>
  queryOptions({
    queryKey: ["/api/products", productId, "price-guide"],
    queryFn: ({ signal }) =>
      apiRequest<PriceGuide>("GET", `/api/products/${encodeURIComponent(productId)}/price-guide`, undefined, signal),
    staleTime: FRESH,
  });

export const useProductPriceGuide = (productId: string) => useQuery(productPriceGuideQuery(productId));
