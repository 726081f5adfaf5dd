import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { REVIEWS_PAGE_SIZE, type ReviewPage } from "@contract/ratings";
import { apiRequest } from "@web/lib/api-client";

/** Reviews after the profile's first page, 10 at a time. */
const sellerReviewsQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: ["/api/sellers", username, "reviews"],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ReviewPage>(
        "GET",
        `/api/sellers/${encodeURIComponent(username)}/reviews?offset=${pageParam}`,
        undefined,
        signal,
      ),
    initialPageParam: REVIEWS_PAGE_SIZE,
    getNextPageParam: (last, pages) =>
      (pages.length + 1) * REVIEWS_PAGE_SIZE < last.total ? (pages.length + 1) * REVIEWS_PAGE_SIZE : undefined,
  });

export const useMoreSellerReviews = (username: string, enabled: boolean) =>
  useInfiniteQuery({ ...sellerReviewsQuery(username), enabled });
