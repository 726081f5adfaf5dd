import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_PAGE_SIZE } from "@contract/admin-paging";
import type { AdminPayoutView } from "@contract/orders";
import { apiRequest } from "@web/lib/api-client";
import { ADMIN_STATS_KEY } from "../../overview/api/admin-stats";

type PayoutStatus = AdminPayoutView["status"];
const ADMIN_PAYOUTS_KEY = ["/api/admin/payouts"] as const;

export const adminPayoutsQuery = (status: PayoutStatus, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_PAYOUTS_KEY, status, page],
    queryFn: () => {
      const params = new URLSearchParams({
        status,
        limit: String(ADMIN_PAGE_SIZE),
        offset: String(page * ADMIN_PAGE_SIZE),
      });
      return apiRequest<AdminPayoutView[]>("GET", `/api/admin/payouts?${params}`);
    },
    // The full account numbers in this list are not kept around longer than the tab is open.
    gcTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminPayouts = (status: PayoutStatus, page: number) => useQuery(adminPayoutsQuery(status, page));

/** PUT /api/admin/payouts/{id}/paid with the bank's reference for the transfer. */
export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, bankReference }: { id: string; bankReference: string }) =>
      apiRequest<AdminPayoutView>("PUT", `/api/admin/payouts/${encodeURIComponent(id)}/paid`, { bankReference }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
      ]),
  });
}

/** POST /api/admin/payouts/{id}/retry: a failed payout goes out again, as a new attempt with a new key. */
export function useRetryPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<AdminPayoutView>("POST", `/api/admin/payouts/${encodeURIComponent(id)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY }),
  });
}
