import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Offer } from "@contract/offers";
import { apiRequest } from "@web/lib/api-client";
import { OFFERS_KEY_ROOT } from "@web/lib/api/offer-keys";

/** The signed-in buyer's open (or accepted, unpaid) offer on this listing; under the offers root like every list. */
const myOfferQuery = (productId: string) =>
  queryOptions({
    queryKey: [...OFFERS_KEY_ROOT, "product", productId, "mine"],
    queryFn: ({ signal }) =>
      apiRequest<{ offer: Offer | null }>(
        "GET",
        `/api/offers/product/${encodeURIComponent(productId)}/mine`,
        undefined,
        signal,
      ),
    staleTime: 60_000,
  });

export const useMyOffer = (productId: string, enabled: boolean) => useQuery({ ...myOfferQuery(productId), enabled });
