import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SavedAddress } from "@contract/addresses";
import { apiRequest } from "@web/lib/api-client";

/** Saved addresses are offered as pickup choices; a missing list is not an error worth showing. */
const savedAddressesQuery = (userId: string) =>
  queryOptions({
    queryKey: ["/api/addresses", userId],
    queryFn: () => apiRequest<SavedAddress[]>("GET", `/api/addresses/${encodeURIComponent(userId)}`),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSavedAddresses = (userId: string) => useQuery(savedAddressesQuery(userId));
