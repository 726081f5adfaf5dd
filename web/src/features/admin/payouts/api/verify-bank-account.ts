import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { ADMIN_PRODUCTS_KEY } from "../../listings/api/admin-product";
import { ADMIN_USERS_KEY } from "../../people/api/admin-users";

/** PUT /api/admin/bank-accounts/{id}/verify; the Listings tab shows the same account's state, so it refreshes too. */
export function useVerifyBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ success: boolean; message: string }>(
        "PUT",
        `/api/admin/bank-accounts/${encodeURIComponent(id)}/verify`,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
      ]),
  });
}
