import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SellerCard } from "@contract/ratings";
import { apiRequest } from "@web/lib/api-client";

export const sellerCardQuery = (productId: string) =>
  queryOptions({
    queryKey: ["/api/products", productId, "seller"],
    queryFn: ({ signal }) =>
      apiRequest<SellerCard>("GET", `/api/products/${encodeURIComponent(productId)}/seller`, undefined, signal),
    staleTime: 60_000,
  });

export const useSellerCard = (productId: string) => useQuery(sellerCardQuery(productId));
