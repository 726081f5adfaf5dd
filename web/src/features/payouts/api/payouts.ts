import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SellerPayouts } from "@contract/payouts";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/payouts: the seller's payouts with totals; asked again every 30 s while one is on its way. */
export const payoutsQuery = () =>
  queryOptions({
    queryKey: ["/api/payouts"],
    queryFn: () => apiRequest<SellerPayouts>("GET", "/api/payouts"),
    refetchInterval: (query) => (query.state.data?.totals.sending ? 30_000 : false),
  });

export const usePayouts = () => useQuery(payoutsQuery());
