import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_PAGE_SIZE } from "@contract/admin-paging";
import type { AdminShipment, SHIPMENT_VIEWS } from "@contract/shipping";
import { apiRequest } from "@web/lib/api-client";
import { ADMIN_ORDERS_KEY } from "./admin-orders";

export type ShipmentView = (typeof SHIPMENT_VIEWS)[number];
const ADMIN_SHIPMENTS_KEY = ["/api/admin/shipments"] as const;

const adminShipmentsQuery = (view: ShipmentView, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_SHIPMENTS_KEY, view, page],
    queryFn: () => {
      const params = new URLSearchParams({
        view,
        limit: String(ADMIN_PAGE_SIZE),
        offset: String(page * ADMIN_PAGE_SIZE),
      });
      return apiRequest<AdminShipment[]>("GET", `/api/admin/shipments?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const useAdminShipments = (view: ShipmentView, page: number) => useQuery(adminShipmentsQuery(view, page));

/** POST /api/admin/shipments/{id}/retry: one booking attempt now. */
export function useRetryBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<AdminShipment>("POST", `/api/admin/shipments/${encodeURIComponent(id)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_SHIPMENTS_KEY }),
  });
}

/** POST /api/admin/shipments/{id}/by-hand: the parcel leaves the courier; the status dialog moves the order. */
export function useTakeOffCourier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<AdminShipment>("POST", `/api/admin/shipments/${encodeURIComponent(id)}/by-hand`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_SHIPMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
      ]),
  });
}
