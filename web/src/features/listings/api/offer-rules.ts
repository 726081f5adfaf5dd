import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OfferRules } from "@contract/seller-offer-rules";
import { apiRequest } from "@web/lib/api-client";

const url = (id: string) => `/api/products/${encodeURIComponent(id)}/offer-rules`;

/** The seller's private offer rules of one listing (decision 0050); only its owner (or an admin) may read them. */
const offerRulesQuery = (id: string) =>
  queryOptions({
    queryKey: ["/api/products", id, "offer-rules"],
    queryFn: ({ signal }) => apiRequest<OfferRules>("GET", url(id), undefined, signal),
    staleTime: 0,
  });

export const useOfferRules = (id: string, enabled = true) => useQuery({ ...offerRulesQuery(id), enabled });

export function useSaveOfferRules(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: OfferRules) => apiRequest<OfferRules>("PUT", url(id), rules),
    onSuccess: (saved) => queryClient.setQueryData(offerRulesQuery(id).queryKey, saved),
  });
}
