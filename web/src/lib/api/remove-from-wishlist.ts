import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { wishlistQuery } from "./wishlist";

/**
 * `notify` runs from the mutation itself, not from mutate(): on the dashboard the optimistic update unmounts the
 * heart that was tapped, and callbacks given to mutate() die with it (so Removed from Wishlist never showed).
 */
export function useRemoveFromWishlist(userId: string, notify: { onSuccess: () => void; onError: () => void }) {
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
    onSuccess: notify.onSuccess,
    onError: (_err, _id, context) => {
      queryClient.setQueryData(key, context?.before);
      notify.onError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
