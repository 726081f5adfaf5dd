import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_PAGE_SIZE } from "@contract/admin-paging";
import type { AdminReturnView, ReturnDecision as ReturnDecisionKind, ReturnView } from "@contract/orders";
import { apiRequest } from "@web/lib/api-client";
import { ADMIN_STATS_KEY } from "../../overview/api/admin-stats";

type ReturnStatus = ReturnView["status"];
const ADMIN_RETURNS_KEY = ["/api/admin/returns"] as const;

export const adminReturnsQuery = (status: ReturnStatus | undefined, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_RETURNS_KEY, status ?? "all", page],
    queryFn: () => {
      const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE), offset: String(page * ADMIN_PAGE_SIZE) });
      if (status) params.set("status", status);
      return apiRequest<AdminReturnView[]>("GET", `/api/admin/returns?${params}`);
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useAdminReturns = (status: ReturnStatus | undefined, page: number) =>
  useQuery(adminReturnsQuery(status, page));

export type ReturnDecision =
  | { kind: "approve" }
  | { kind: "reject"; rejectionNote: string }
  | { kind: "back-with-seller" }
  | { kind: "decide"; decision: ReturnDecisionKind; note: string };

function decide(id: string, decision: ReturnDecision) {
  const path = `/api/admin/returns/${encodeURIComponent(id)}/${decision.kind}`;
  if (decision.kind === "reject")
    return apiRequest<AdminReturnView>("PUT", path, { rejectionNote: decision.rejectionNote });
  if (decision.kind === "decide")
    return apiRequest<AdminReturnView>("PUT", path, { decision: decision.decision, note: decision.note });
  return apiRequest<AdminReturnView>("PUT", path);
}

/**
 * PUT /api/admin/returns/{id}/approve, /reject, /back-with-seller (a parcel moved by hand) and /decide (a dispute:
 * the server refunds, or the seller's payout falls due).
 */
export function useReturnDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ReturnDecision }) => decide(id, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_RETURNS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
      ]),
  });
}
