import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckoutView } from "@contract/checkout";
import { ApiRequestError, apiRequest } from "@web/lib/api-client";

/** The alternate flow's pending checkout; always read fresh, as a payment may have settled meanwhile. */
const checkoutViewQuery = (id: string) =>
  queryOptions({
    queryKey: ["/api/payments/checkout", id],
    queryFn: ({ signal }) =>
      apiRequest<CheckoutView>("GET", `/api/payments/checkout/${encodeURIComponent(id)}`, undefined, signal),
    staleTime: 0,
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
  });

export const useCheckoutView = (id: string) => useQuery(checkoutViewQuery(id));
