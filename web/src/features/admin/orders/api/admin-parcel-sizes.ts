import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Category } from "@contract/categories";
import type { ParcelSize, ParcelSizeInput } from "@contract/shipping";
import { apiRequest } from "@web/lib/api-client";

const PARCEL_SIZES_KEY = ["/api/admin/parcel-sizes"] as const;

/** GET /api/admin/parcel-sizes: every product type with the size the courier is told. */
export const useParcelSizes = () =>
  useQuery({ queryKey: PARCEL_SIZES_KEY, queryFn: () => apiRequest<ParcelSize[]>("GET", "/api/admin/parcel-sizes") });

/** PUT /api/admin/parcel-sizes/{category}: the next booking of that product type uses it. */
export function useSaveParcelSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, size }: { category: Category; size: ParcelSizeInput }) =>
      apiRequest<ParcelSize>("PUT", `/api/admin/parcel-sizes/${encodeURIComponent(category)}`, size),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARCEL_SIZES_KEY }),
  });
}
