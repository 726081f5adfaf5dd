import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReportedListing } from "@contract/reports";
import { apiRequest } from "@web/lib/api-client";

const REPORTS_KEY = ["/api/admin/reports"] as const;

const reportsQuery = () =>
  queryOptions({
    queryKey: REPORTS_KEY,
    queryFn: ({ signal }) => apiRequest<ReportedListing[]>("GET", "/api/admin/reports", undefined, signal),
  });

export const useReportedListings = () => useQuery(reportsQuery());

export type ReportDecision = { decision: "dismiss" | "delist" | "delete"; reason?: string };

/** PUT /api/admin/reports/{productId}/decision: dismiss the reports, or delist or delete the listing. */
export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, ...body }: ReportDecision & { productId: string }) =>
      apiRequest<{ message: string }>("PUT", `/api/admin/reports/${encodeURIComponent(productId)}/decision`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}
