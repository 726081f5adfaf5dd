import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@contract/admin-overview";
import { apiRequest } from "@web/lib/api-client";

/** Every admin action may move a card, so mutations refresh the cards through this key. */
export const ADMIN_STATS_KEY = ["/api/admin/stats"] as const;

const adminStatsQuery = queryOptions({
  queryKey: ADMIN_STATS_KEY,
  queryFn: () => apiRequest<AdminStats>("GET", "/api/admin/stats"),
  staleTime: 30_000,
});

export const useAdminStats = () => useQuery(adminStatsQuery);
