import type { AuthResponse, VerifyEmailInput } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";

export const verifyEmail = (input: VerifyEmailInput) =>
  apiRequest<AuthResponse>("POST", "/api/auth/verify-email", input);
