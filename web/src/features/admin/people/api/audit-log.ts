import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditEntry } from "@contract/admin-overview";
import { ADMIN_PAGE_SIZE } from "@contract/admin-paging";
import { apiRequest } from "@web/lib/api-client";

export const auditLogQuery = (filter: { action?: string; actorId?: string }, page: number) =>
  queryOptions({
    queryKey: ["/api/admin/audit-log", filter.action ?? "", filter.actorId ?? "", page],
    queryFn: () => {
      const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE), offset: String(page * ADMIN_PAGE_SIZE) });
      if (filter.action) params.set("action", filter.action);
      if (filter.actorId) params.set("actorId", filter.actorId);
      return apiRequest<AuditEntry[]>("GET", `/api/admin/audit-log?${params}`);
    },
    // The log is only appended to: what was read stays true, newer rows come with a refresh.
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: { action?: string; actorId?: string }, page: number) =>
  useQuery(auditLogQuery(filter, page));
