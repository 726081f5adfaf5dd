import type { AuthResponse, EmailOnlyInput } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";

export const sendOtp = (input: EmailOnlyInput) => apiRequest<AuthResponse>("POST", "/api/auth/send-otp", input);
