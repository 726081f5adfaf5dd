import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { couponSuggestionSchema } from "@contract/checkout";
import { apiRequest } from "@web/lib/api-client";

/** An active coupon this buyer could use, named by the server, for the coupon box's placeholder; or none. */
const couponSuggestionQuery = () =>
  queryOptions({
    queryKey: ["/api/coupons/suggestion"],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof couponSuggestionSchema>>("GET", "/api/coupons/suggestion", undefined, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useCouponSuggestion = () => useQuery(couponSuggestionQuery());
