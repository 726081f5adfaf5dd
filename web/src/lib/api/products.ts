import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { PAGE_SIZE } from "@contract/product-paging";
import type { Product } from "@contract/products";
import { apiRequest } from "@web/lib/api-client";

export interface ProductFilters {
  category?: string;
  search?: string;
  sort?: string;
  minPrice?: string;
  maxPrice?: string;
  condition?: string;
  city?: string;
  /** One seller's live listings (the public profile). */
  sellerId?: string;
}

/** docs/product.md#limits-and-timings: GET /api/products, 8 a page; another page exists while a page comes back full. */
export const productsQuery = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: ["/api/products", filters],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(pageParam) });
      if (filters.category) query.set("category", filters.category.toLowerCase());
      if (filters.search) query.set("search", filters.search);
      if (filters.sort) query.set("sort", filters.sort);
      for (const key of ["minPrice", "maxPrice", "condition", "city", "sellerId"] as const) {
        const value = filters[key];
        if (value) query.set(key, value);
      }
      return apiRequest<Product[]>("GET", `/api/products?${query}`, undefined, signal);
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === PAGE_SIZE ? pages.length * PAGE_SIZE : undefined),
  });

export const useProducts = (filters: ProductFilters) => useInfiniteQuery(productsQuery(filters));
