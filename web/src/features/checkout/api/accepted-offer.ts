import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Offer } from "@contract/offers";
import { apiRequest } from "@web/lib/api-client";
import { OFFERS_KEY_ROOT } from "@web/lib/api/offer-keys";

const PAGE = 50;

/**
 * The buyer's own offer, read from their Offers Made list (there is no single-offer read): pages of 50 until it
 * turns up. Under the offers root, so an offer notification refreshes it with the other offer lists.
 */
const buyerOfferQuery = (userId: string, offerId: string) =>
  queryOptions({
    queryKey: [...OFFERS_KEY_ROOT, "buyer", userId, "one", offerId],
    queryFn: async ({ signal }) => {
      for (let offset = 0; ; offset += PAGE) {
        const page = await apiRequest<Offer[]>(
          "GET",
          `/api/offers/buyer/${encodeURIComponent(userId)}?limit=${PAGE}&offset=${offset}`,
          undefined,
          signal,
        );
        const found = page.find((o) => o.id === offerId);
        if (found) return found;
        if (page.length < PAGE) return null;
      }
    },
    staleTime: 60_000,
  });

export const useBuyerOffer = (userId: string, offerId: string | undefined) =>
  useQuery({ ...buyerOfferQuery(userId, offerId ?? ""), enabled: Boolean(offerId) });
