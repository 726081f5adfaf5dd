import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WishlistEntry } from "@contract/wishlist";
import { apiRequest } from "@web/lib/api-client";

/** Part 1 §9: the wishlist is fresh for a minute. */
export const wishlistQuery = (userId: string) =>
  queryOptions({ queryKey: ["/api/wishlist", userId], queryFn: () => apiRequest<WishlistEntry[]>("GET", `/api/wishlist/${encodeURIComponent(userId)}`), staleTime: 60_000 });

export const useWishlist = (userId: string | undefined) => useQuery({ ...wishlistQuery(userId ?? ""), enabled: Boolean(userId) });

export function useAddToWishlist(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => apiRequest<{ id: string }>("POST", "/api/wishlist", { productId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQuery(userId).queryKey }),
  });
}

export function useRemoveFromWishlist(userId: string) {
  const queryClient = useQueryClient();
  const key = wishlistQuery(userId).queryKey;
  return useMutation({
    mutationFn: (entryId: string) => apiRequest("DELETE", `/api/wishlist/${encodeURIComponent(entryId)}`),
    // The heart empties at once; a failure puts the entry back.
    onMutate: async (entryId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (entries) => entries?.filter((e) => e.id !== entryId));
      return { before };
    },
    onError: (_err, _id, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
