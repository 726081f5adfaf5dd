import { useMutation } from "@tanstack/react-query";
import type { AuthResponse, VerifyEmailInput } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";

export const verifyEmail = (input: VerifyEmailInput) => apiRequest<AuthResponse>("POST", "/api/auth/verify-email", input);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
