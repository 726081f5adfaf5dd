import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_LISTINGS_PAGE_SIZE } from "@contract/admin-products";
import { apiRequest } from "@web/lib/api-client";
import { ADMIN_PRODUCTS_KEY, type AdminListing, type AdminProduct } from "./admin-product";

// The admin reads differ only by path; admins act on fresh data, so they go stale after 30 s.
function listQuery<T>(name: string, path: string) {
  return queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, name],
    queryFn: () => apiRequest<T[]>("GET", path),
    staleTime: 30_000,
  });
}

export const pendingProductsQuery = listQuery<AdminProduct>("pending", "/api/admin/products/pending");
export const approvedProductsQuery = listQuery<AdminProduct>("approved", "/api/admin/products/approved");
/** One page (from 0) of every listing with its payout account: a catalogue of thousands is not one screen. */
export const listingsPageQuery = (page: number) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, "with-bank-accounts", page],
    queryFn: () =>
      apiRequest<AdminListing[]>(
        "GET",
        `/api/admin/products-with-bank-accounts?limit=${ADMIN_LISTINGS_PAGE_SIZE}&offset=${page * ADMIN_LISTINGS_PAGE_SIZE}`,
      ),
    staleTime: 30_000,
    // The page shown stays on screen while the next one loads, instead of flashing placeholders.
    placeholderData: keepPreviousData,
  });
export const listingsCountQuery = queryOptions({
  queryKey: [...ADMIN_PRODUCTS_KEY, "with-bank-accounts", "count"],
  queryFn: () => apiRequest<{ total: number }>("GET", "/api/admin/products-with-bank-accounts/count"),
  staleTime: 30_000,
});

export const usePendingProducts = () => useQuery(pendingProductsQuery);
export const useApprovedProducts = () => useQuery(approvedProductsQuery);
export const useListingsPage = (page: number) => useQuery(listingsPageQuery(page));
export const useListingsCount = () => useQuery(listingsCountQuery);
