import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminReview } from "@contract/ratings";
import { apiRequest } from "@web/lib/api-client";

const REVIEWS_KEY = ["/api/admin/ratings"] as const;

const reviewsQuery = () =>
  queryOptions({
    queryKey: REVIEWS_KEY,
    queryFn: ({ signal }) => apiRequest<AdminReview[]>("GET", "/api/admin/ratings", undefined, signal),
  });

export const useAdminReviews = () => useQuery(reviewsQuery());

/** PUT /api/admin/ratings/{id}/hide with a reason, or /restore. */
export function useReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      apiRequest<{ message: string }>(
        "PUT",
        `/api/admin/ratings/${encodeURIComponent(id)}/${reason === undefined ? "restore" : "hide"}`,
        reason === undefined ? undefined : { reason },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
