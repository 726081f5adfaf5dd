import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReconciledDay } from "@contract/reconciliation";
import { apiRequest } from "@web/lib/api-client";

/** Every reconciliation request's key starts here, so a run or a resolve refreshes them all. */
export const RECONCILIATION_KEY = ["/api/admin/reconciliation"] as const;

export const reconciledDaysQuery = () =>
  queryOptions({
    queryKey: [...RECONCILIATION_KEY, "days"],
    queryFn: () => apiRequest<ReconciledDay[]>("GET", "/api/admin/reconciliation/days"),
  });

export const useReconciledDays = () => useQuery(reconciledDaysQuery());
