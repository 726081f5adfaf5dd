import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BankAccount } from "@contract/bank-accounts";
import { apiRequest } from "@web/lib/api-client";

/** Part 1 §9: bank accounts stay fresh for 2 minutes. */
export const bankAccountsQuery = (userId: string) =>
  queryOptions({
    queryKey: ["/api/bank-accounts", userId],
    queryFn: () => apiRequest<BankAccount[]>("GET", `/api/bank-accounts/${encodeURIComponent(userId)}`),
    staleTime: 2 * 60_000,
  });

export const useBankAccounts = (userId: string) => useQuery(bankAccountsQuery(userId));
