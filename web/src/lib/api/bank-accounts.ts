import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BankAccount } from "@contract/bank-accounts";
import { apiRequest } from "@web/lib/api-client";

/** docs/product.md#limits-and-timings: bank accounts stay fresh for 2 minutes; while a penny drop is out, asked again every 5 seconds. */
export const bankAccountsQuery = (userId: string) =>
  queryOptions({
    queryKey: ["/api/bank-accounts", userId],
    queryFn: () => apiRequest<BankAccount[]>("GET", `/api/bank-accounts/${encodeURIComponent(userId)}`),
    staleTime: 2 * 60_000,
    refetchInterval: (query) =>
      query.state.data?.some((a) => a.verificationStatus === "verifying" && !a.isVerified) ? 5_000 : false,
  });

export const useBankAccounts = (userId: string) => useQuery(bankAccountsQuery(userId));
