import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MarketplaceStats } from "@contract/marketplace-stats";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/stats: counted by the server when asked; a minute old at most. */
export const marketplaceStatsQuery = () =>
  queryOptions({
    queryKey: ["/api/stats"],
    queryFn: ({ signal }) => apiRequest<MarketplaceStats>("GET", "/api/stats", undefined, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useMarketplaceStats = () => useQuery(marketplaceStatsQuery());
