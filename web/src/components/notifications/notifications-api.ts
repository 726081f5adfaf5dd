import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationList } from "@contract/notifications";
import { apiRequest } from "@web/lib/api-client";

/** The panel shows 5 and expands to the newest 50; older ones stay in the database. */
const NOTIFICATIONS_LOADED = 50;

/** The query key is /api/notifications plus the user id. Kept fresh by the live stream, not by timers. */
export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: ["/api/notifications", userId],
    queryFn: ({ signal }) =>
      apiRequest<NotificationList>("GET", `/api/notifications?limit=${NOTIFICATIONS_LOADED}`, undefined, signal),
    staleTime: 5 * 60_000,
  });

/** docs/product.md#notifications: a list refresh follows each successful read call. */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("PUT", `/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQuery(userId).queryKey }),
  });
}

export function useMarkAllRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("PUT", "/api/notifications/mark-all-read"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQuery(userId).queryKey }),
  });
}
