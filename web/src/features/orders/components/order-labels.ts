import type { OrderStatus, RETURN_STATUSES } from "@contract/orders";
import type { CancelReason, ReturnReason } from "@web/lib/api/orders";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Placed",
  confirmed: "Confirmed",
  picked_up: "Picked Up",
  out_for_delivery: "Out for Delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const RETURN_STATUS_LABELS: Record<(typeof RETURN_STATUSES)[number], string> = {
  requested: "Return Requested",
  approved: "Return Approved",
  rejected: "Return Rejected",
  processed: "Return Completed",
};

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  mistakenly_placed: "I placed the order by mistake",
  not_required_anymore: "I don't need it anymore",
  bought_from_somewhere_else: "I bought it somewhere else",
};

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  dont_want_anymore: "I don't want it anymore",
  received_faulty: "It arrived faulty or damaged",
  wrong_size: "It is the wrong size",
  other: "Other",
};
