import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_ORDERS_PAGE_SIZE } from "@contract/admin-orders";
import type { AdminOrderView, OrderStatus } from "@contract/orders";
import { apiRequest } from "@web/lib/api-client";
import { ADMIN_STATS_KEY } from "../../overview/api/admin-stats";

/** The Orders tab's pages share this prefix, so a status change refreshes whichever page is shown. */
export const ADMIN_ORDERS_KEY = ["/api/admin/orders"] as const;

export const adminOrdersQuery = (status: OrderStatus | undefined, q: string, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, status ?? "all", q, page],
    queryFn: () => {
      const params = new URLSearchParams({
        limit: String(ADMIN_ORDERS_PAGE_SIZE),
        offset: String(page * ADMIN_ORDERS_PAGE_SIZE),
      });
      if (status) params.set("status", status);
      if (q) params.set("q", q);
      return apiRequest<AdminOrderView[]>("GET", `/api/admin/orders?${params}`);
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (status: OrderStatus | undefined, q: string, page: number) =>
  useQuery(adminOrdersQuery(status, q, page));

export interface StatusChange {
  id: string;
  status: OrderStatus;
  expectedDeliveryDate?: string;
}

/** PUT /api/admin/orders/{id}/status: the server checks the step is allowed and the date not in the past. */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StatusChange) =>
      apiRequest<AdminOrderView>("PUT", `/api/admin/orders/${encodeURIComponent(id)}/status`, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
      ]),
  });
}

/** POST /api/admin/orders/{id}/release-payout: the admin checked a delivery the courier reported with no pickup. */
export function useReleasePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<AdminOrderView>("POST", `/api/admin/orders/${encodeURIComponent(id)}/release-payout`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
