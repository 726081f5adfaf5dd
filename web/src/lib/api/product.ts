import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProductDetail } from "@contract/products";
import { ApiRequestError, apiRequest } from "@web/lib/api-client";

/** docs/product.md#limits-and-timings: fresh 5 minutes, kept 10; retried twice from 1 s, never for a 404. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ["/api/products", id],
    queryFn: ({ signal }) =>
      apiRequest<ProductDetail>("GET", `/api/products/${encodeURIComponent(id)}`, undefined, signal),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
