import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { wishlistQuery } from "./wishlist";

export function useAddToWishlist(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => apiRequest<{ id: string }>("POST", "/api/wishlist", { productId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQuery(userId).queryKey }),
  });
}
