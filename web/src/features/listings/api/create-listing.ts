import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateProductPayload, OwnerProduct } from "@contract/products";
import { apiRequest } from "@web/lib/api-client";
import { myProductsQuery } from "@web/lib/api/my-products";

export type ListingPayload = Omit<CreateProductPayload, "selectedBankAccountId"> & { selectedBankAccountId?: string };

/** A new listing waits for review, so only the seller's own list (My Products) can show it. */
export function useCreateListing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ListingPayload) => apiRequest<OwnerProduct>("POST", "/api/products", payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProductsQuery(userId).queryKey }),
  });
}
