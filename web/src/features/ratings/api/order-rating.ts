import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderRating } from "@contract/ratings";
import { apiRequest } from "@web/lib/api-client";

export const orderRatingKey = (orderId: string) => ["/api/orders", orderId, "rating"] as const;

const orderRatingQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderRatingKey(orderId),
    queryFn: ({ signal }) =>
      apiRequest<OrderRating>("GET", `/api/orders/${encodeURIComponent(orderId)}/rating`, undefined, signal),
  });

export const useOrderRating = (orderId: string, enabled: boolean) =>
  useQuery({ ...orderRatingQuery(orderId), enabled });
