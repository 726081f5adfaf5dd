import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SavedAddress } from "@contract/addresses";
import type { CreateProductPayload, OwnerProduct, ProductDetail } from "@contract/products";
import { ApiRequestError, apiRequest } from "@web/lib/api-client";

export type ListingPayload = Omit<CreateProductPayload, "selectedBankAccountId"> & { selectedBankAccountId?: string };

/** The listing being edited, with the owner's fields (address, payout account) when the caller owns it. */
export const editableProductQuery = (id: string) =>
  queryOptions({
    queryKey: ["/api/products", id],
    queryFn: () => apiRequest<ProductDetail>("GET", `/api/products/${encodeURIComponent(id)}`),
    retry: (count, error) => count < 2 && !(error instanceof ApiRequestError && error.status < 500),
  });
export const useEditableProduct = (id: string) => useQuery(editableProductQuery(id));

/** Saved addresses are offered as pickup choices; a missing list is not an error worth showing. */
export const useSavedAddresses = (userId: string) =>
  useQuery({ queryKey: ["/api/addresses", userId], queryFn: () => apiRequest<SavedAddress[]>("GET", `/api/addresses/${encodeURIComponent(userId)}`), staleTime: 5 * 60_000, retry: false });

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ListingPayload) => apiRequest<OwnerProduct>("POST", "/api/products", payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/products"] }),
  });
}

export function useEditListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ListingPayload) => apiRequest<{ message: string; modificationPending: boolean; product: OwnerProduct }>("PUT", `/api/products/${encodeURIComponent(id)}/edit`, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/products"] }),
  });
}
