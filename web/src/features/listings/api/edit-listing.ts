import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OwnerProduct } from "@contract/products";
import { apiRequest } from "@web/lib/api-client";
import { myProductsQuery } from "@web/lib/api/my-products";
import { productQuery } from "@web/lib/api/product";
import type { ListingPayload } from "./create-listing";

/**
 * An edit changes the listing's own page and the seller's list; a live listing's catalogue card keeps the approved
 * version until an admin approves the edit, so the catalogue lists need no refresh.
 */
export function useEditListing(id: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ListingPayload) =>
      apiRequest<{ message: string; modificationPending: boolean; product: OwnerProduct }>(
        "PUT",
        `/api/products/${encodeURIComponent(id)}/edit`,
        payload,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productQuery(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: myProductsQuery(userId).queryKey }),
      ]),
  });
}
