import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WhatsAppOptInInput, WhatsAppOptInView } from "@contract/whatsapp";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/whatsapp/opt-in: whether WhatsApp updates are on, and the words of the box, as the server will store them. */
const whatsAppOptInQuery = () =>
  queryOptions({
    queryKey: ["/api/whatsapp/opt-in"],
    queryFn: ({ signal }) => apiRequest<WhatsAppOptInView>("GET", "/api/whatsapp/opt-in", undefined, signal),
  });

export const useWhatsAppOptIn = () => useQuery(whatsAppOptInQuery());

/** PUT /api/whatsapp/opt-in: ticked stores the consent, unticked stops the messages at once. */
export function useSetWhatsAppOptIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WhatsAppOptInInput) => apiRequest<WhatsAppOptInView>("PUT", "/api/whatsapp/opt-in", input),
    onSuccess: (view) => queryClient.setQueryData(whatsAppOptInQuery().queryKey, view),
    onError: () => queryClient.invalidateQueries({ queryKey: whatsAppOptInQuery().queryKey }),
  });
}
