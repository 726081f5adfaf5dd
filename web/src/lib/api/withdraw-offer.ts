import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Offer } from "@contract/offers";
import { apiRequest } from "@web/lib/api-client";
import { OFFERS_KEY_ROOT } from "./offer-keys";

/** The buyer's Withdraw, from the product page or Offers Made: every offer list refreshes after it. */
export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Offer>("PUT", `/api/offers/${encodeURIComponent(id)}/withdraw`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY_ROOT }),
  });
}
