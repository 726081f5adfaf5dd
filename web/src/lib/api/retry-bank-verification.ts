import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { bankAccountsQuery } from "./bank-accounts";

/** POST /api/bank-accounts/{id}/verify: the seller asks for a new penny drop after "Could not verify". */
export function useRetryBankVerification(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>("POST", `/api/bank-accounts/${encodeURIComponent(id)}/verify`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankAccountsQuery(userId).queryKey }),
  });
}
