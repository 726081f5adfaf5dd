import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { StoredMismatch } from "@contract/reconciliation";
import { apiRequest } from "@web/lib/api-client";
import { RECONCILIATION_KEY } from "./reconciliation-days";

type MismatchStatus = StoredMismatch["status"];

export const mismatchesQuery = (status: MismatchStatus) =>
  queryOptions({
    queryKey: [...RECONCILIATION_KEY, "mismatches", status],
    queryFn: () => apiRequest<StoredMismatch[]>("GET", `/api/admin/reconciliation/mismatches?status=${status}`),
    placeholderData: keepPreviousData,
  });

export const useMismatches = (status: MismatchStatus) => useQuery(mismatchesQuery(status));
