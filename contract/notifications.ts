import { z } from "zod";

/** docs/product.md#limits-and-timings. */
export const NOTIFICATION_PREVIEW = 5;
const NOTIFICATION_PAGE_MAX = 100;
/** Seconds between keep-alive comments on the live stream (proxies drop idle connections at 30-60 s). */
export const STREAM_HEARTBEAT_SECONDS = 25;
/** Live streams one person may hold open at once (tabs, devices); opening one more closes their oldest. */
export const MAX_STREAMS_PER_USER = 5;
/**
 * The last frame of a stream the server ends is `event: closed` with `{ reason }`: its session ended (logout,
 * expiry, password reset), so reconnecting is pointless; or a newer stream of the same person replaced it.
 */
export type StreamClosedReason = "session-ended" | "replaced";

const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** The in-app path to the exact thing the notification is about (an order page, an offer, a listing). */
  link: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** unreadCount stops counting at 1,000 (the badge shows 99+ above 99). */
export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), unreadCount: z.number() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number from 1 to 100" })
    .int({ error: "limit must be a number from 1 to 100" })
    .min(1)
    .max(NOTIFICATION_PAGE_MAX)
    .default(20),
  offset: z.coerce
    .number({ error: "offset must be a whole number" })
    .int({ error: "offset must be a whole number" })
    .min(0)
    .max(100_000)
    .default(0),
});

/** docs/product.md#notifications: which dashboard tab a notification opens. */
export function notificationTab(type: string): "products" | "offers" | "orders" {
  if (type.startsWith("product_")) return "products";
  if (type.startsWith("offer_") || type === "counter_offer_received") return "offers";
  return "orders";
}

/** Notifications only admins get open a tab of the admin panel. */
const ADMIN_TABS: Record<string, string> = {
  reconciliation_mismatch: "reconciliation",
  payout_failed: "payouts",
  listing_reported: "reports",
};

/**
 * Where a notification takes its reader (docs/product.md#notifications: each carries `link`). The dashboard honours `sub`
 * (received / made, purchases / sales) and the item (`offer`, `product`), opening the tab and highlighting it.
 */
export const notificationLinks = {
  /** The type's tab alone (docs/product.md#notifications) (an admin's mismatch opens the Reconciliation tab): for a notification stored before links existed, or about nothing more exact. */
  tab: (type: string) =>
    ADMIN_TABS[type] ? `/admin-panel?tab=${ADMIN_TABS[type]}` : `/dashboard?tab=${notificationTab(type)}`,
  order: (orderId: string) => `/track-orders/${orderId}`,
  /** The order page scrolled to its rating form (both sides are asked to rate once it is delivered). */
  rate: (orderId: string) => `/track-orders/${orderId}#rate`,
  offer: (offerId: string, side: "received" | "made") => `/dashboard?tab=offers&sub=${side}&offer=${offerId}`,
  product: (productId: string) => `/dashboard?tab=products&product=${productId}`,
};

/** The order a notification's link opens (notificationLinks.order or .rate), or undefined for any other link. */
export const orderIdOfLink = (link: string) => /^\/track-orders\/([0-9a-f-]{36})(?:#|$)/.exec(link)?.[1];
