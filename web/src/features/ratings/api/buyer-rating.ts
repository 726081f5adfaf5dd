import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SellerProfile } from "@contract/ratings";
import { apiRequest } from "@web/lib/api-client";

/** The buyer's public rating, read from their public profile (the same key as the profile page, so it is shared). */
const buyerRatingQuery = (username: string) =>
  queryOptions({
    queryKey: ["/api/sellers", username],
    queryFn: ({ signal }) =>
      apiRequest<SellerProfile>("GET", `/api/sellers/${encodeURIComponent(username)}`, undefined, signal),
    staleTime: 5 * 60_000,
    select: (profile) => profile.rating,
  });

export const useBuyerRating = (username: string, enabled: boolean) =>
  useQuery({ ...buyerRatingQuery(username), enabled });
