import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SellerProfile } from "@contract/ratings";
import { apiRequest } from "@web/lib/api-client";

export const sellerProfileQuery = (username: string) =>
  queryOptions({
    queryKey: ["/api/sellers", username],
    queryFn: ({ signal }) =>
      apiRequest<SellerProfile>("GET", `/api/sellers/${encodeURIComponent(username)}`, undefined, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useSellerProfile = (username: string) => useQuery(sellerProfileQuery(username));
