import { useMutation } from "@tanstack/react-query";
import type { AccountMessage, AccountUserResponse, ChangeEmailInput, ConfirmEmailChangeInput } from "@contract/account";
import { apiRequest } from "@web/lib/api-client";
import { updateSessionUser } from "@web/lib/session";

/** POST /api/auth/change-email: a code goes to the new address. */
export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: (input: ChangeEmailInput) => apiRequest<AccountMessage>("POST", "/api/auth/change-email", input),
  });

/** POST /api/auth/change-email/verify: the code entered, the account's address changes. */
export const useConfirmEmailChange = () =>
  useMutation({
    mutationFn: (input: ConfirmEmailChangeInput) =>
      apiRequest<AccountUserResponse>("POST", "/api/auth/change-email/verify", input),
    onSuccess: (res) => updateSessionUser(res.user),
  });
