import type { AuthResponse, EmailOnlyInput } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";

export const checkEmail = (input: EmailOnlyInput) => apiRequest<AuthResponse>("POST", "/api/auth/check-email", input);
