import type { DisputeReason, OrderStatus, RETURN_STATUSES, ReturnDecision } from "@contract/orders";
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
  returned: "Returned: Being Checked",
  disputed: "Return Disputed",
  processed: "Return Completed",
  refused: "Refund Refused",
};

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_the_item_sold: "It is not the item I sold",
  damaged_after_delivery: "It was damaged after delivery",
  parts_missing: "Parts are missing",
  other: "Something else",
};

export const DECISION_LABELS: Record<ReturnDecision, string> = {
  refund_full: "Refund in full",
  refund_less_fee: "Refund less the return fee",
  refuse: "Refuse the refund",
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
