import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BankAccount, CreateBankAccountInput } from "@contract/bank-accounts";
import { apiRequest } from "@web/lib/api-client";

/** Part 1 §9: bank accounts stay fresh for 2 minutes. */
export const bankAccountsQuery = (userId: string) =>
  queryOptions({ queryKey: ["/api/bank-accounts", userId], queryFn: () => apiRequest<BankAccount[]>("GET", `/api/bank-accounts/${encodeURIComponent(userId)}`), staleTime: 2 * 60_000 });

export const useBankAccounts = (userId: string) => useQuery(bankAccountsQuery(userId));

export function useAddBankAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBankAccountInput) => apiRequest<BankAccount & { message: string }>("POST", "/api/bank-accounts", { ...input, userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQuery(userId).queryKey }),
  });
}

export function useSetPrimaryBankAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<BankAccount>("PUT", `/api/bank-accounts/${encodeURIComponent(id)}/set-primary`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankAccountsQuery(userId).queryKey }),
  });
}
