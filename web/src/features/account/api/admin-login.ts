import { useMutation } from "@tanstack/react-query";
import type { AuthResponse, AdminLoginInput } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";

const adminLogin = (input: AdminLoginInput) => apiRequest<AuthResponse>("POST", "/api/auth/admin-login", input);

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin });
