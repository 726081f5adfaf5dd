import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAnalytics } from "@contract/admin-overview";
import { apiRequest } from "@web/lib/api-client";

const analyticsQuery = (days: number) =>
  queryOptions({
    queryKey: ["/api/admin/analytics", days],
    queryFn: () => apiRequest<AdminAnalytics>("GET", `/api/admin/analytics?days=${days}`),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (days: number) => useQuery(analyticsQuery(days));
