import { QueryClient } from "@tanstack/react-query";

/** docs/product.md#limits-and-timings: fresh 5 min, kept 10 min, no interval or focus refetch; reads retry only network failures. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 2 && /fetch/i.test(error.message),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    },
    mutations: { retry: false },
  },
});
