import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PincodePlace } from "@contract/checkout";
import { apiRequest } from "@web/lib/api-client";

/** The city and state of a complete pincode, from the server's post office directory; a 404 means unknown. */
const pincodePlaceQuery = (pincode: string) =>
  queryOptions({
    queryKey: ["/api/pincodes", pincode],
    queryFn: ({ signal }) =>
      apiRequest<PincodePlace>("GET", `/api/pincodes/${encodeURIComponent(pincode)}`, undefined, signal),
    enabled: /^[1-9]\d{5}$/.test(pincode),
    staleTime: Infinity,
    retry: false,
  });

export const usePincodePlace = (pincode: string) => useQuery(pincodePlaceQuery(pincode));
