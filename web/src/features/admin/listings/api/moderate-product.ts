import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ToastInput } from "@web/components/ui/use-toast";
import { apiRequest, serverMessage } from "@web/lib/api-client";
import { ADMIN_PRODUCTS_KEY, type ModerationResult } from "./admin-product";
import { ADMIN_STATS_KEY } from "../../overview/api/admin-stats";

/**
 * Product transitions, one call each (docs/product.md#listings): PUT /api/admin/products/{id}/{approve|reject|request-edit|delist|sold}
 * and DELETE /api/admin/products/{id}. Kept in one file because they differ only by path and body.
 */
export type ModerationAction =
  | { kind: "approve" }
  | { kind: "reject"; reason: string }
  | { kind: "request-edit"; editRequests: string }
  | { kind: "delist"; reason?: string }
  | { kind: "sold" }
  | { kind: "delete"; reason?: string };

/** docs/product.md#messages: the title of each action's failure toast, word for word. */
const MODERATION_FAILURES: Record<ModerationAction["kind"], string> = {
  approve: "Failed to approve product",
  reject: "Failed to reject product",
  "request-edit": "Failed to edit product",
  delist: "Failed to delist product",
  sold: "Failed to mark as sold",
  delete: "Failed to delete product",
};

/** The server's reason goes below the title (a 409 says which state the listing is in, or who moved it first). */
export function moderationFailureToast(action: ModerationAction, err: unknown): ToastInput {
  return {
    title: MODERATION_FAILURES[action.kind],
    description: serverMessage(err) ?? "Please try again.",
    variant: "destructive",
  };
}

function moderateProduct(id: string, action: ModerationAction) {
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
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
      ]),
  });
}
