import { useMutation } from "@tanstack/react-query";
import type { AuthResponse, EmailOnlyInput } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";

export const forgotPassword = (input: EmailOnlyInput) =>
  apiRequest<AuthResponse>("POST", "/api/auth/forgot-password", input);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
