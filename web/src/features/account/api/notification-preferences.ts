import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationPreferences, NotificationPreferencesUpdate } from "@contract/notification-preferences";
import { apiRequest } from "@web/lib/api-client";

const PATH = "/api/notification-preferences";

/** GET /api/notification-preferences: each kind with its label in the person's language, quiet hours, WhatsApp opt-in. */
export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: [PATH],
    queryFn: ({ signal }) => apiRequest<NotificationPreferences>("GET", PATH, undefined, signal),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery());

/** The change as the screen will show it until the server answers. */
function applied(view: NotificationPreferences, change: NotificationPreferencesUpdate): NotificationPreferences {
  return {
    ...view,
    kinds: view.kinds.map((k) => {
      const switches = change.kinds?.[k.kind];
      return switches ? { ...k, channels: { ...k.channels, ...switches } } : k;
    }),
    quietHours: change.quietHours === undefined ? view.quietHours : change.quietHours,
  };
}

/**
 * PUT /api/notification-preferences: the switch moves at once; if the server refuses, what was there comes back, and
 * whatever it answers is what the screen shows.
 */
export function useChangeNotificationPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationPreferencesQuery();
  return useMutation({
    mutationFn: (change: NotificationPreferencesUpdate) => apiRequest<NotificationPreferences>("PUT", PATH, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, applied(before, change));
      return { before };
    },
    onError: (_err, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (view) => queryClient.setQueryData(queryKey, view),
  });
}
