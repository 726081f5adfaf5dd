import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminContactQuery, ContactQueryStatus } from "@contract/admin-contact";
import { apiRequest } from "@web/lib/api-client";
import { ADMIN_STATS_KEY } from "../../overview/api/admin-stats";
import { CONTACT_QUERIES_KEY } from "./contact-queries";

/**
 * PUT /api/admin/contact-queries/{id}/read, PUT .../{id}/status and POST .../{id}/reply: one file because they
 * differ only by path and body, and each answers the query as it now is.
 */
export type ContactAction =
  { kind: "read" } | { kind: "status"; status: ContactQueryStatus } | { kind: "reply"; message: string };

function actOnContactQuery(id: string, action: ContactAction) {
  const path = `/api/admin/contact-queries/${encodeURIComponent(id)}`;
  switch (action.kind) {
    case "read":
      return apiRequest<AdminContactQuery>("PUT", `${path}/read`);
    case "status":
      return apiRequest<AdminContactQuery>("PUT", `${path}/status`, { status: action.status });
    case "reply":
      return apiRequest<AdminContactQuery>("POST", `${path}/reply`, { message: action.message });
  }
}

export function useContactAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ContactAction }) => actOnContactQuery(id, action),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTACT_QUERIES_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
      ]),
  });
}
