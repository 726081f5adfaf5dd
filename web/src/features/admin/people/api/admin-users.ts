import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_PAGE_SIZE } from "@contract/admin-paging";
import type { AdminUser } from "@contract/admin-users";
import { apiRequest } from "@web/lib/api-client";

/** The Users tab's searches and pages share this prefix, so a verification refreshes whichever is shown. */
export const ADMIN_USERS_KEY = ["/api/admin/users"] as const;

export const adminUsersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, q, page],
    queryFn: () => {
      const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE), offset: String(page * ADMIN_PAGE_SIZE) });
      if (q) params.set("q", q);
      return apiRequest<AdminUser[]>("GET", `/api/admin/users?${params}`);
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (q: string, page: number) => useQuery(adminUsersQuery(q, page));
