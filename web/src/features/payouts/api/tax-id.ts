import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TaxIdInput, TaxIdView } from "@contract/tax";
import { apiRequest } from "@web/lib/api-client";
import { payoutsQuery } from "./payouts";

/** GET /api/payouts/tax-id: the seller's PAN or Aadhaar, masked (or null before one is given). */
const taxIdQuery = () =>
  queryOptions({
    queryKey: ["/api/payouts/tax-id"],
    queryFn: () => apiRequest<TaxIdView>("GET", "/api/payouts/tax-id"),
  });

export const useTaxId = () => useQuery(taxIdQuery());

/** PUT /api/payouts/tax-id; the payouts list is asked again (a payout waiting for the PAN can now leave). */
export function useSaveTaxId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaxIdInput) => apiRequest<TaxIdView>("PUT", "/api/payouts/tax-id", input),
    onSuccess: (view) => queryClient.setQueryData(taxIdQuery().queryKey, view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsQuery().queryKey, exact: true }),
  });
}
