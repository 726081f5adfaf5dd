import type { AuthResponse } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";

/** The same answer for every number (docs/product.md#accounts): a code goes to any valid Indian mobile. */
export const sendMobileOtp = (mobile: string) =>
  apiRequest<AuthResponse>("POST", "/api/auth/send-mobile-otp", { mobile });
