import type { Language } from "@contract/language";
import {
  formatDeadlineIST,
  ORDER_MESSAGES,
  type DisputeReason,
  type OrderStatus,
  type RETURN_STATUSES,
  type ReturnDecision,
} from "@contract/orders";
import type { FeatureTranslator, KeyOf } from "@web/i18n/feature-messages";
import type { CancelReason, ReturnReason } from "@web/lib/api/orders";
import type { orderMessages } from "../messages";

/** The admin panel's English labels (decision 0046: the panel stays English); the buyer's and seller's screens use the keys below. */
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

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  dont_want_anymore: "I don't want it anymore",
  received_faulty: "It arrived faulty or damaged",
  wrong_size: "It is the wrong size",
  other: "Other",
};

type Key = KeyOf<typeof orderMessages>;

/** The same labels as message keys, for the buyer's and seller's screens (the admin panel keeps the English above). */
export const ORDER_STATUS_KEYS: Record<OrderStatus, Key> = {
  placed: "orders.status.placed",
  confirmed: "orders.status.confirmed",
  picked_up: "orders.status.picked_up",
  out_for_delivery: "orders.status.out_for_delivery",
  delivered: "orders.status.delivered",
  cancelled: "orders.status.cancelled",
};

export const DISPUTE_REASON_KEYS: Record<DisputeReason, Key> = {
  not_the_item_sold: "orders.dispute.not_the_item_sold",
  damaged_after_delivery: "orders.dispute.damaged_after_delivery",
  parts_missing: "orders.dispute.parts_missing",
  other: "orders.dispute.other",
};

export const DECISION_KEYS: Record<ReturnDecision, Key> = {
  refund_full: "orders.decision.refund_full",
  refund_less_fee: "orders.decision.refund_less_fee",
  refuse: "orders.decision.refuse",
};

export const CANCEL_REASON_KEYS: Record<CancelReason, Key> = {
  mistakenly_placed: "orders.cancelReason.mistakenly_placed",
  not_required_anymore: "orders.cancelReason.not_required_anymore",
  bought_from_somewhere_else: "orders.cancelReason.bought_from_somewhere_else",
};

export const RETURN_REASON_KEYS: Record<ReturnReason, Key> = {
  dont_want_anymore: "orders.returnReason.dont_want_anymore",
  received_faulty: "orders.returnReason.received_faulty",
  wrong_size: "orders.returnReason.wrong_size",
  other: "orders.returnReason.other",
};

/** The contract's form checks shown on these screens, by their English, as this feature's keys. */
const ORDER_TEXT_KEYS: Record<string, Key> = {
  [ORDER_MESSAGES.returnDetailsRequired]: "orders.msg.returnDetailsRequired",
  [ORDER_MESSAGES.returnPhotosRequired]: "orders.msg.returnPhotosRequired",
  [ORDER_MESSAGES.disputePhotosRequired]: "orders.msg.disputePhotosRequired",
  [ORDER_MESSAGES.disputeReasonRequired]: "orders.msg.disputeReasonRequired",
  [ORDER_MESSAGES.disputeNoteRequired]: "orders.msg.disputeNoteRequired",
};

/** A text the contract or the server wrote in English, in the page's language. */
export function orderText(t: FeatureTranslator<Key>, english: string) {
  const key = ORDER_TEXT_KEYS[english];
  return key ? t(key) : t.text(english);
}

/** A deadline in IST as contract/orders.ts writes it ("27 Nov, 2:05 pm"); on Hindi pages "27 नवंबर, 2:05 pm". */
export const formatDeadline = (at: string | Date, language: Language) => formatDeadlineIST(at, language);
