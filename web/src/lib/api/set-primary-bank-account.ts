import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BankAccount } from "@contract/bank-accounts";
import { apiRequest } from "@web/lib/api-client";
import { bankAccountsQuery } from "./bank-accounts";

export function useSetPrimaryBankAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<BankAccount>("PUT", `/api/bank-accounts/${encodeURIComponent(id)}/set-primary`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankAccountsQuery(userId).queryKey }),
  });
}
