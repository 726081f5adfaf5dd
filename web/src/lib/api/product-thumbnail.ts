import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** docs/product.md#limits-and-timings: a listing without images asks /thumbnail (cached 10 minutes) before showing a placeholder. */
const productThumbnailQuery = (productId: string) =>
  queryOptions({
    queryKey: ["/api/products", productId, "thumbnail"],
    queryFn: () => apiRequest<{ images: string[] }>("GET", `/api/products/${encodeURIComponent(productId)}/thumbnail`),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useProductThumbnail = (productId: string) => useQuery(productThumbnailQuery(productId));
