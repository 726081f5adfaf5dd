import { useMutation } from "@tanstack/react-query";
import type { razorpayOrderResponseSchema, verifyRazorpayResponseSchema } from "@contract/checkout";
import type { z } from "zod";
import { apiRequest } from "@web/lib/api-client";

type RazorpayOrder = z.infer<typeof razorpayOrderResponseSchema>;
type RazorpayVerification = z.infer<typeof verifyRazorpayResponseSchema>;

export interface RazorpayHandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export const useCreateRazorpayOrder = () =>
  useMutation({
    mutationFn: (body: { amount: number; orderId: string }) =>
      apiRequest<RazorpayOrder>("POST", "/api/payments/create-order", body),
  });

export const useVerifyRazorpayPayment = () =>
  useMutation({
    mutationFn: (body: RazorpayHandlerResponse & { orderId: string }) =>
      apiRequest<RazorpayVerification>("POST", "/api/payments/verify", { ...body }),
  });
