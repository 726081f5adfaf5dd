import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { ADMIN_PRODUCTS_KEY, type ModerationResult } from "./admin-product";

/**
 * Part 2 §4 product transitions, one call each: PUT /api/admin/products/{id}/{approve|reject|request-edit|delist|sold}
 * and DELETE /api/admin/products/{id}. Kept in one file because they differ only by path and body.
 */
export type ModerationAction =
  | { kind: "approve" }
  | { kind: "reject"; reason: string }
  | { kind: "request-edit"; editRequests: string }
  | { kind: "delist"; reason?: string }
  | { kind: "sold" }
  | { kind: "delete"; reason?: string };

export function moderateProduct(id: string, action: ModerationAction) {
  const path = `/api/admin/products/${encodeURIComponent(id)}`;
  switch (action.kind) {
    case "approve":
    case "sold":
      return apiRequest<ModerationResult>("PUT", `${path}/${action.kind}`);
    case "reject":
      return apiRequest<ModerationResult>("PUT", `${path}/reject`, { reason: action.reason });
    case "request-edit":
      return apiRequest<ModerationResult>("PUT", `${path}/request-edit`, { editRequests: action.editRequests });
    case "delist":
      return apiRequest<ModerationResult>("PUT", `${path}/delist`, { reason: action.reason });
    case "delete":
      return apiRequest<ModerationResult>("DELETE", path, { reason: action.reason });
  }
}

export function useModerateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ModerationAction }) => moderateProduct(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}
