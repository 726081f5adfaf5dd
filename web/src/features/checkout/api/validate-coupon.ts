import { useMutation } from "@tanstack/react-query";
import { normaliseCouponCode, type CouponValidation } from "@contract/checkout";
import { apiRequest } from "@web/lib/api-client";

/** docs/product.md#checkout: checked against the agreed price; the server decides again when the payment starts. */
export const useValidateCoupon = () =>
  useMutation({
    mutationFn: ({ code, orderValue }: { code: string; orderValue: number }) =>
      apiRequest<CouponValidation>(
        "GET",
        `/api/coupons/validate/${encodeURIComponent(normaliseCouponCode(code))}?orderValue=${orderValue}`,
      ),
  });
