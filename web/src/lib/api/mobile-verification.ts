import type { AccountMessage, AccountUserResponse } from "@contract/account";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/auth/change-mobile: a code to the account's current number (to verify it) or to a new one. */
export const requestMobileCode = (mobile: string) =>
  apiRequest<AccountMessage>("POST", "/api/auth/change-mobile", { mobile });

/** POST /api/auth/change-mobile/verify: the code back; answers the user with the number verified. */
export const confirmMobileCode = (otp: string) =>
  apiRequest<AccountUserResponse>("POST", "/api/auth/change-mobile/verify", { otp });
