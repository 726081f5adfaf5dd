import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedAddress } from "@contract/addresses";
import type { CreateAddress } from "@contract/checkout";
import { apiRequest } from "@web/lib/api-client";
import { savedAddressesQuery } from "@web/lib/api/saved-addresses";

export function useAddAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAddress) =>
      apiRequest<SavedAddress & { message: string }>("POST", "/api/addresses", body as Record<string, unknown>),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressesQuery(userId).queryKey }),
  });
}

export function useEditAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreateAddress }) =>
      apiRequest<SavedAddress & { message: string }>(
        "PUT",
        `/api/addresses/${encodeURIComponent(id)}`,
        body as Record<string, unknown>,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressesQuery(userId).queryKey }),
  });
}

export function useDeleteAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>("DELETE", `/api/addresses/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedAddressesQuery(userId).queryKey }),
  });
}
