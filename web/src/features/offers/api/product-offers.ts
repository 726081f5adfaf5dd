import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Offer } from "@contract/offers";
import { apiRequest } from "@web/lib/api-client";
import { OFFERS_KEY_ROOT } from "@web/lib/api/offer-keys";

/** Recent Offers (docs/product.md#limits-and-timings: 3 shown), for the listing's seller or an admin. Offers are fresh for a minute. */
const productOffersQuery = (productId: string) =>
  queryOptions({
    queryKey: [...OFFERS_KEY_ROOT, "product", productId],
    queryFn: ({ signal }) =>
      apiRequest<Offer[]>("GET", `/api/offers/product/${encodeURIComponent(productId)}?limit=3`, undefined, signal),
    staleTime: 60_000,
  });

export const useProductOffers = (productId: string, enabled: boolean) =>
  useQuery({ ...productOffersQuery(productId), enabled });

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { productId: string; sellerId: string; amount: number; message?: string }) =>
      apiRequest<Offer & { contactDetailsHidden: boolean; notice?: string }>("POST", "/api/offers", body),
    // The buyer's own offer on this listing and every offer list change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY_ROOT }),
  });
}
