import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { OFFER_PAGE_SIZE, type Offer } from "@contract/offers";
import { apiRequest } from "@web/lib/api-client";
import { OFFERS_KEY_ROOT } from "@web/lib/api/offer-keys";

export type OfferSide = "seller" | "buyer";

/** Offers Received (side seller) and Offers Made (side buyer): 10 a page with Load More; fresh for a minute. */
const offersQuery = (side: OfferSide, userId: string) =>
  infiniteQueryOptions({
    queryKey: [...OFFERS_KEY_ROOT, side, userId],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Offer[]>(
        "GET",
        `/api/offers/${side}/${encodeURIComponent(userId)}?limit=${OFFER_PAGE_SIZE}&offset=${pageParam}`,
        undefined,
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === OFFER_PAGE_SIZE ? pages.length * OFFER_PAGE_SIZE : undefined),
    staleTime: 60_000,
  });

export const useOffers = (side: OfferSide, userId: string) => useInfiniteQuery(offersQuery(side, userId));

export type OfferAction = "accept" | "reject" | "counter" | "accept-counter" | "decline-counter";

export function useAnswerOffer(side: OfferSide, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, counterAmount }: { id: string; action: OfferAction; counterAmount?: number }) =>
      apiRequest<Offer>(
        "PUT",
        `/api/offers/${encodeURIComponent(id)}/${action}`,
        action === "counter" ? { counterAmount: counterAmount! } : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offersQuery(side, userId).queryKey }),
  });
}

/** Offers waiting for the seller's answer, per listing, for the Offer Received badges (newest 50 offers). */
const pendingOfferCountsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...OFFERS_KEY_ROOT, "seller", userId, "counts"],
    queryFn: ({ signal }) =>
      apiRequest<Offer[]>("GET", `/api/offers/seller/${encodeURIComponent(userId)}?limit=50`, undefined, signal),
    initialPageParam: 0,
    getNextPageParam: () => undefined,
    select: (data) => {
      const counts = new Map<string, number>();
      for (const o of data.pages.flat())
        if (o.status === "pending") counts.set(o.productId, (counts.get(o.productId) ?? 0) + 1);
      return counts;
    },
    staleTime: 60_000,
  });

export const usePendingOfferCounts = (userId: string) => useInfiniteQuery(pendingOfferCountsQuery(userId));
