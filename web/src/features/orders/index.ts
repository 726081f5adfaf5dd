/** What other domains may use of orders (the lint rule house/feature-boundaries): the rest stays inside. */
export { AcceptOrder } from "./components/accept-order";
export {
  DECISION_LABELS,
  DISPUTE_REASON_LABELS,
  ORDER_STATUS_LABELS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
} from "./components/order-labels";
export { OrderStatusBadge } from "./components/order-status-badge";
export { OrdersTab, type OrdersSide } from "./components/orders-tab";
export { ReturnPhotos } from "./components/return-photo-picker";
