import { useMutation } from "@tanstack/react-query";
import type { AuthResponse, EmailOnlyInput } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";

export const resendVerification = (input: EmailOnlyInput) =>
  apiRequest<AuthResponse>("POST", "/api/auth/resend-verification", input);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
