import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { ADMIN_PRODUCTS_KEY, type AdminListing, type AdminProduct } from "./admin-product";

// The three admin reads differ only by path; admins act on fresh data, so they go stale after 30 s.
function listQuery<T>(name: string, path: string) {
  return queryOptions({ queryKey: [...ADMIN_PRODUCTS_KEY, name], queryFn: () => apiRequest<T[]>("GET", path), staleTime: 30_000 });
}

export const pendingProductsQuery = listQuery<AdminProduct>("pending", "/api/admin/products/pending");
export const approvedProductsQuery = listQuery<AdminProduct>("approved", "/api/admin/products/approved");
export const listingsWithBankAccountsQuery = listQuery<AdminListing>("with-bank-accounts", "/api/admin/products-with-bank-accounts");

export const usePendingProducts = () => useQuery(pendingProductsQuery);
export const useApprovedProducts = () => useQuery(approvedProductsQuery);
export const useListingsWithBankAccounts = () => useQuery(listingsWithBankAccountsQuery);
