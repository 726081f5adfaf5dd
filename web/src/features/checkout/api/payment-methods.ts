import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentMethods } from "@contract/checkout";
import { apiRequest } from "@web/lib/api-client";

/** The ways to pay the server can take now (PayU always; Razorpay when configured). */
const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: ["/api/payments/methods"],
    queryFn: ({ signal }) => apiRequest<PaymentMethods>("GET", "/api/payments/methods", undefined, signal),
    staleTime: 10 * 60_000,
  });

export const usePaymentMethods = () => useQuery(paymentMethodsQuery());
