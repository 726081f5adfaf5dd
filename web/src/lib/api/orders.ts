import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  BuyerOrderView,
  OrderDetail,
  OrderTracking,
  CANCEL_REASONS,
  DisputeReason,
  RETURN_REASONS,
  ReturnPreview,
  ReturnView,
  SellerOrderView,
} from "@contract/orders";
import { ApiRequestError, apiRequest } from "@web/lib/api-client";

/**
 * Every order query's key starts here: an order notification, or any change one page makes, refreshes the
 * buyer's list, the seller's sales, the order pages and the seller's pending-order badges at once.
 */
export const ORDERS_KEY_ROOT = ["/api/orders"] as const;
const PAGE = 20;
/** docs/product.md#limits-and-timings: orders are fresh for a minute; pending orders for 30 seconds. */
const FRESH = 60_000;

const paged = <T>(key: readonly unknown[], path: (offset: number) => string) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => apiRequest<T[]>("GET", path(pageParam), undefined, signal),
    initialPageParam: 0,
    getNextPageParam: (last: T[], pages: T[][]) => (last.length === PAGE ? pages.length * PAGE : undefined),
    staleTime: FRESH,
  });

const myOrdersQuery = () =>
  paged<BuyerOrderView>([...ORDERS_KEY_ROOT, "mine"], (offset) => `/api/orders/user?limit=${PAGE}&offset=${offset}`);
export const useMyOrders = (enabled = true) => useInfiniteQuery({ ...myOrdersQuery(), enabled });

const salesQuery = (userId: string) =>
  paged<SellerOrderView>(
    [...ORDERS_KEY_ROOT, "seller", userId],
    (offset) => `/api/orders/seller/${encodeURIComponent(userId)}?limit=${PAGE}&offset=${offset}`,
  );
export const useSales = (userId: string, enabled = true) => useInfiniteQuery({ ...salesQuery(userId), enabled });

/** The buyer's, seller's or admin's view of one order: the server answers each with their own (`viewer`). */
const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY_ROOT, "one", id],
    queryFn: ({ signal }) => apiRequest<OrderDetail>("GET", `/api/orders/${encodeURIComponent(id)}`, undefined, signal),
    staleTime: FRESH,
    retry: (count, err) => count < 2 && !(err instanceof ApiRequestError && [400, 403, 404].includes(err.status)),
  });
export const useOrder = (id: string) => useQuery(orderQuery(id));

/** The courier's scans of the order's parcel; refreshed with the order (under its key), and each minute while open. */
const orderTrackingQuery = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY_ROOT, "one", id, "tracking"],
    queryFn: ({ signal }) =>
      apiRequest<OrderTracking>("GET", `/api/orders/${encodeURIComponent(id)}/tracking`, undefined, signal),
    refetchInterval: 60_000,
  });

export const useOrderTracking = (id: string, enabled: boolean) => useQuery({ ...orderTrackingQuery(id), enabled });

export type CancelReason = (typeof CANCEL_REASONS)[number];
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What a return for this reason would give back, from the server, for the return dialog. */
const returnPreviewQuery = (id: string, reason: ReturnReason) =>
  queryOptions({
    queryKey: [...ORDERS_KEY_ROOT, "one", id, "return-preview", reason],
    queryFn: ({ signal }) =>
      apiRequest<ReturnPreview>(
        "GET",
        `/api/orders/${encodeURIComponent(id)}/return-preview?reason=${encodeURIComponent(reason)}`,
        undefined,
        signal,
      ),
    staleTime: FRESH,
    retry: false,
  });
export const useReturnPreview = (id: string, reason: ReturnReason | undefined) =>
  useQuery({ ...returnPreviewQuery(id, reason ?? "dont_want_anymore"), enabled: Boolean(reason) });

type OrderAction =
  | { kind: "cancel"; id: string; reason: CancelReason }
  | { kind: "return"; id: string; reason: ReturnReason; details?: string; photos: string[] }
  | { kind: "accept"; id: string }
  | { kind: "relist"; id: string };

/**
 * Cancel (buyer), request a return (buyer), accept (seller) or relist a returned item (seller); whatever happens,
 * every order view refreshes.
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => {
      const path = `/api/orders/${encodeURIComponent(action.id)}`;
      if (action.kind === "cancel") return apiRequest<unknown>("PUT", `${path}/cancel`, { reason: action.reason });
      if (action.kind === "return")
        return apiRequest<ReturnView>("POST", `${path}/return`, {
          reason: action.reason,
          ...(action.details ? { details: action.details } : {}),
          photos: action.photos,
        });
      if (action.kind === "relist") return apiRequest<{ message: string }>("POST", `${path}/relist`);
      return apiRequest<unknown>("PUT", `${path}/accept`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY_ROOT }),
  });
}

/** The order's return with both sides' words and photos and every step's date (buyer, seller or admin). */
const orderReturnsQuery = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY_ROOT, "one", id, "returns"],
    queryFn: () => apiRequest<ReturnView[]>("GET", `/api/orders/${encodeURIComponent(id)}/returns`),
  });
export const useOrderReturns = (id: string, enabled: boolean) => useQuery({ ...orderReturnsQuery(id), enabled });

type SellerReturnAction =
  | { kind: "note"; id: string; note: string; photos: string[] }
  | { kind: "received"; id: string }
  | { kind: "dispute"; id: string; disputeReason: DisputeReason; note: string; photos: string[] };

/** The seller's note on a claim, and their check of the item once back: received, or a dispute with photos. */
export function useSellerReturnAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SellerReturnAction) => {
      const path = `/api/orders/${encodeURIComponent(action.id)}/return`;
      if (action.kind === "note")
        return apiRequest<ReturnView[]>("PUT", `${path}/note`, { note: action.note, photos: action.photos });
      if (action.kind === "received") return apiRequest<ReturnView[]>("PUT", `${path}/check`, { outcome: "received" });
      return apiRequest<ReturnView[]>("PUT", `${path}/check`, {
        outcome: "dispute",
        disputeReason: action.disputeReason,
        note: action.note,
        photos: action.photos,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY_ROOT }),
  });
}
