import { useMutation } from "@tanstack/react-query";
import type { AccountUserResponse, UpdateProfileInput } from "@contract/account";
import { apiRequest } from "@web/lib/api-client";
import { updateSessionUser } from "@web/lib/session";

/** PUT /api/auth/profile: the new name shows at once in the header and wherever the session's user is read. */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: (input: UpdateProfileInput) => apiRequest<AccountUserResponse>("PUT", "/api/auth/profile", input),
    onSuccess: (res) => updateSessionUser(res.user),
  });
