import { useMutation } from "@tanstack/react-query";
import type { AuthResponse, RegisterInput } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";
import { currentLanguage } from "@web/i18n/i18n";

// The page's language becomes the account's (decision 0046): the verification mail is already written in it.
const register = (input: RegisterInput) =>
  apiRequest<AuthResponse>("POST", "/api/auth/register", { ...input, language: currentLanguage() });

export const useRegister = () => useMutation({ mutationFn: register });
