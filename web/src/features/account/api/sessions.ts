import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountMessage, AccountSession, ChangePasswordInput } from "@contract/account";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/auth/sessions: this account's signed-in devices, this one marked. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: ["/api/auth/sessions"],
    queryFn: ({ signal }) => apiRequest<AccountSession[]>("GET", "/api/auth/sessions", undefined, signal),
  });

export const useSessions = () => useQuery(sessionsQuery());

/** DELETE /api/auth/sessions/{id}: that device is signed out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<AccountMessage>("DELETE", `/api/auth/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}

/** POST /api/auth/change-password: the other devices are signed out, so their list changes too. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest<AccountMessage>("POST", "/api/auth/change-password", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}
