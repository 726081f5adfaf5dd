import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DeliveryEstimate } from "@contract/shipping";
import { apiRequest } from "@web/lib/api-client";

const PINCODE = /^[1-9]\d{5}$/;

/** The courier's estimate for a listing to a pincode; the server keeps it a day, the page an hour. */
const deliveryEstimateQuery = (productId: string, pincode: string) =>
  queryOptions({
    queryKey: ["delivery-estimate", productId, pincode],
    queryFn: ({ signal }) =>
      apiRequest<DeliveryEstimate>(
        "GET",
        `/api/delivery/estimate?productId=${encodeURIComponent(productId)}&pincode=${encodeURIComponent(pincode)}`,
        undefined,
        signal,
      ),
    staleTime: 60 * 60_000,
    retry: false,
  });

/** Asks only for a well-formed pincode. */
export const useDeliveryEstimate = (productId: string, pincode: string | undefined) =>
  useQuery({
    ...deliveryEstimateQuery(productId, pincode ?? ""),
    enabled: Boolean(pincode && PINCODE.test(pincode)),
  });
