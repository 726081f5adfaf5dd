import { useMutation } from "@tanstack/react-query";
import type { AuthResponse, LoginInput } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";

export const login = (input: LoginInput) => apiRequest<AuthResponse>("POST", "/api/auth/login", input);

export const useLogin = () => useMutation({ mutationFn: login });
