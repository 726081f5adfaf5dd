import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StoredMismatch } from "@contract/reconciliation";
import { apiRequest } from "@web/lib/api-client";
import { RECONCILIATION_KEY } from "./reconciliation-days";

/** POST /api/admin/reconciliation/mismatches/{id}/resolve with the admin's note. */
export function useResolveMismatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      apiRequest<StoredMismatch>("POST", `/api/admin/reconciliation/mismatches/${encodeURIComponent(id)}/resolve`, {
        note,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECONCILIATION_KEY }),
  });
}
