import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCoupon } from "@contract/admin-coupons";
import { ADMIN_PAGE_SIZE } from "@contract/admin-paging";
import { apiRequest } from "@web/lib/api-client";

/** The Coupons tab's pages share this prefix, so a create or change refreshes whichever is shown. */
export const ADMIN_COUPONS_KEY = ["/api/admin/coupons"] as const;

export const couponsQuery = (page: number) =>
  queryOptions({
    queryKey: [...ADMIN_COUPONS_KEY, page],
    queryFn: () =>
      apiRequest<AdminCoupon[]>("GET", `/api/admin/coupons?limit=${ADMIN_PAGE_SIZE}&offset=${page * ADMIN_PAGE_SIZE}`),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useCoupons = (page: number) => useQuery(couponsQuery(page));
