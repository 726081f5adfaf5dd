import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderRating, RateOrderInput } from "@contract/ratings";
import { apiRequest } from "@web/lib/api-client";
import { orderRatingKey } from "./order-rating";

export function useRateOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RateOrderInput) =>
      apiRequest<OrderRating>("POST", `/api/orders/${encodeURIComponent(orderId)}/rating`, input),
    onSuccess: (answer) => queryClient.setQueryData(orderRatingKey(orderId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderRatingKey(orderId) }),
  });
}
