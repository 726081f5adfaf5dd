import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LedgerSummary } from "@contract/ledger";
import { apiRequest } from "@web/lib/api-client";
import { RECONCILIATION_KEY } from "./reconciliation-days";

/** Under the reconciliation key: a run or a resolve moves `reconciledThrough` and `openMismatches`. */
export const ledgerSummaryQuery = () =>
  queryOptions({
    queryKey: [...RECONCILIATION_KEY, "ledger-summary"],
    queryFn: () => apiRequest<LedgerSummary>("GET", "/api/admin/ledger/summary"),
    staleTime: 30_000,
  });

export const useLedgerSummary = () => useQuery(ledgerSummaryQuery());
