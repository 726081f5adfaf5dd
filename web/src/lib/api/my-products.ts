import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { LIST_LIMIT_MAX } from "@contract/product-paging";
import type { OwnerProduct } from "@contract/products";
import { apiRequest } from "@web/lib/api-client";

/** The seller's own listings in every status (the server widens the list only for the seller themself). */
export const myProductsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ["/api/products", { sellerId: userId }],
    queryFn: ({ pageParam }) =>
      apiRequest<OwnerProduct[]>(
        "GET",
        `/api/products?sellerId=${encodeURIComponent(userId)}&limit=${LIST_LIMIT_MAX}&offset=${pageParam}`,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === LIST_LIMIT_MAX ? pages.length * LIST_LIMIT_MAX : undefined),
    staleTime: 2 * 60_000,
  });

export const useMyProducts = (userId: string) => useInfiniteQuery(myProductsQuery(userId));
