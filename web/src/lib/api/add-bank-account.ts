import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BankAccount, CreateBankAccountInput } from "@contract/bank-accounts";
import { apiRequest } from "@web/lib/api-client";
import { bankAccountsQuery } from "./bank-accounts";

export function useAddBankAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBankAccountInput) =>
      apiRequest<BankAccount & { message: string }>("POST", "/api/bank-accounts", { ...input, userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQuery(userId).queryKey }),
  });
}
