import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Reconciliation } from "@contract/reconciliation";
import { apiRequest } from "@web/lib/api-client";
import { RECONCILIATION_KEY } from "./reconciliation-days";

/** POST /api/admin/reconciliation/runs: reconcile one IST day now and keep the result, as the daily job does. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => apiRequest<Reconciliation>("POST", "/api/admin/reconciliation/runs", { date }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECONCILIATION_KEY }),
  });
}
