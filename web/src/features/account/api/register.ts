import { useMutation } from "@tanstack/react-query";
import type { AuthResponse, RegisterInput } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";

const register = (input: RegisterInput) => apiRequest<AuthResponse>("POST", "/api/auth/register", input);

export const useRegister = () => useMutation({ mutationFn: register });
