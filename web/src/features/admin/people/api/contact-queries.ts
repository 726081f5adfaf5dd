import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminContactQuery, ContactQueryStatus } from "@contract/admin-contact";
import { ADMIN_PAGE_SIZE } from "@contract/admin-paging";
import { apiRequest } from "@web/lib/api-client";

/** The Contact tab's pages share this prefix, so an action refreshes whichever page is shown. */
export const CONTACT_QUERIES_KEY = ["/api/admin/contact-queries"] as const;

export const contactQueriesQuery = (status: ContactQueryStatus | undefined, page: number) =>
  queryOptions({
    queryKey: [...CONTACT_QUERIES_KEY, status ?? "all", page],
    queryFn: () => {
      const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE), offset: String(page * ADMIN_PAGE_SIZE) });
      if (status) params.set("status", status);
      return apiRequest<AdminContactQuery[]>("GET", `/api/admin/contact-queries?${params}`);
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useContactQueries = (status: ContactQueryStatus | undefined, page: number) =>
  useQuery(contactQueriesQuery(status, page));
