/**
 * Shiprocket's shipment status numbering (the status table of docs/providers/shiprocket.md#tracking-webhook), as used by `shipment_status_id` and a scan's
 * `sr-status`: what each means for an order. `current_status_id` is another numbering and is never read.
 */
type ScanMeaning =
  | "booked"
  | "picked_up"
  | "in_transit"
  | "out_for_delivery"
  | "delivered"
  | "undelivered"
  | "rto"
  | "rto_delivered"
  | "cancelled"
  | "lost";

const MEANINGS: Record<ScanMeaning, Record<number, string>> = {
  booked: {
    1: "AWB ASSIGNED",
    2: "LABEL GENERATED",
    3: "PICKUP SCHEDULED",
    4: "PICKUP QUEUED",
    5: "MANIFEST GENERATED",
    19: "OUT FOR PICKUP",
    15: "PICKUP RESCHEDULED",
    13: "PICKUP ERROR",
    20: "PICKUP EXCEPTION",
  },
  picked_up: { 42: "PICKED UP", 6: "SHIPPED" },
  in_transit: { 18: "IN TRANSIT", 38: "REACHED AT DESTINATION HUB", 22: "DELAYED", 39: "MISROUTED" },
  out_for_delivery: { 17: "OUT FOR DELIVERY" },
  delivered: { 7: "DELIVERED", 23: "PARTIAL DELIVERED" },
  undelivered: { 21: "UNDELIVERED" },
  rto: { 9: "RTO INITIATED", 46: "RTO IN TRANSIT", 41: "RTO OFD", 40: "RTO NDR", 14: "RTO ACKNOWLEDGED" },
  rto_delivered: { 10: "RTO DELIVERED" },
  cancelled: { 8: "CANCELED", 45: "CANCELLED BEFORE DISPATCHED", 16: "CANCELLATION REQUESTED" },
  lost: { 12: "LOST", 25: "DAMAGED", 24: "DESTROYED", 44: "DISPOSED OFF" },
};

const BY_ID = new Map<number, { meaning: ScanMeaning; label: string }>(
  Object.entries(MEANINGS).flatMap(([meaning, ids]) =>
    Object.entries(ids).map(([id, label]) => [Number(id), { meaning: meaning as ScanMeaning, label }] as const),
  ),
);
const BY_LABEL = new Map([...BY_ID].map(([id, { label }]) => [label, id]));

/** The status ids that say the courier has the parcel in hand: picked up, or moving between hubs. */
export const COLLECTED_STATUSES = [...Object.keys(MEANINGS.picked_up), ...Object.keys(MEANINGS.in_transit)].map(Number);

/** What a status id means; undefined for ids outside the table (a numbering we do not know). */
export const meaningOf = (srStatus: number) => BY_ID.get(srStatus)?.meaning;

export const labelOf = (srStatus: number) => BY_ID.get(srStatus)?.label ?? "UNKNOWN";

/** A status id from the id the courier sent, else from its label ("PICKED UP"); 0 when neither is known. */
export function statusIdOf(id: unknown, label: unknown): number {
  const n = typeof id === "number" ? id : typeof id === "string" && /^\d+$/.test(id) ? Number(id) : Number.NaN;
  if (BY_ID.has(n)) return n;
  return (typeof label === "string" && BY_LABEL.get(label.trim().toUpperCase())) || 0;
}
