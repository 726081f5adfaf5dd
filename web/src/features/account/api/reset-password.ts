import { useMutation } from "@tanstack/react-query";
import type { AuthResponse, ResetPasswordInput } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";

const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<AuthResponse>("POST", "/api/auth/reset-password", input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
