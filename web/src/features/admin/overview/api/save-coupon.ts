import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCoupon, CreateCouponInput, UpdateCouponInput } from "@contract/admin-coupons";
import { apiRequest } from "@web/lib/api-client";
import { ADMIN_COUPONS_KEY } from "./coupons";

/** POST /api/admin/coupons (no id) or PUT /api/admin/coupons/{id} (a change: deactivate, limits, dates). */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: undefined; body: CreateCouponInput } | { id: string; body: UpdateCouponInput }) =>
      input.id
        ? apiRequest<AdminCoupon>("PUT", `/api/admin/coupons/${encodeURIComponent(input.id)}`, input.body)
        : apiRequest<AdminCoupon>("POST", "/api/admin/coupons", input.body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
}
