import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WishlistEntry } from "@contract/wishlist";
import { apiRequest } from "@web/lib/api-client";

/** docs/product.md#limits-and-timings: the wishlist is fresh for a minute. */
export const wishlistQuery = (userId: string) =>
  queryOptions({
    queryKey: ["/api/wishlist", userId],
    queryFn: () => apiRequest<WishlistEntry[]>("GET", `/api/wishlist/${encodeURIComponent(userId)}`),
    staleTime: 60_000,
  });

export const useWishlist = (userId: string | undefined) =>
  useQuery({ ...wishlistQuery(userId ?? ""), enabled: Boolean(userId) });
