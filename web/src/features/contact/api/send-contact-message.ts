import { useMutation } from "@tanstack/react-query";
import type { ContactInput, ContactResponse } from "@contract/contact";
import { apiRequest } from "@web/lib/api-client";

const sendContactMessage = (values: ContactInput) => apiRequest<ContactResponse>("POST", "/api/contact", values);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
