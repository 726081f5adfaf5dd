import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SavedAddress } from "@contract/addresses";
import { apiRequest } from "@web/lib/api-client";

/** A person's saved addresses: pickup choices when listing, delivery choices at checkout. */
export const savedAddressesQuery = (userId: string) =>
  queryOptions({
    queryKey: ["/api/addresses", userId],
    queryFn: ({ signal }) =>
      apiRequest<SavedAddress[]>("GET", `/api/addresses/${encodeURIComponent(userId)}`, undefined, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSavedAddresses = (userId: string) => useQuery(savedAddressesQuery(userId));
