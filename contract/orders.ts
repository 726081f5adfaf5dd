import { z } from "zod";
import { POLICY } from "./brand";
import { lazily } from "./lazy";
import type { Language } from "./language";
import { requiredText } from "./validation";

/** Orders after payment (docs/product.md#orders, docs/product.md#returns, docs/product.md#messages). */

export const ORDER_STATUSES = [
  "placed",
  "confirmed",
  "picked_up",
  "out_for_delivery",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The tracker's five steps, in order (cancelled is not a step). */
export const ORDER_STEPS = ["placed", "confirmed", "picked_up", "out_for_delivery", "delivered"] as const;
export const ACTIVE_ORDER_STATUSES = ["placed", "confirmed", "picked_up", "out_for_delivery"] as const;
/** The buyer may cancel only before pickup. */
export const BUYER_CANCELLABLE: readonly OrderStatus[] = ["placed", "confirmed"];

export const CANCEL_REASONS = ["mistakenly_placed", "not_required_anymore", "bought_from_somewhere_else"] as const;
export const RETURN_REASONS = ["dont_want_anymore", "received_faulty", "wrong_size", "other"] as const;
/** docs/product.md#returns: processed is refunded; refused is a dispute the admin decided for the seller. */
export const RETURN_STATUSES = [
  "requested",
  "approved",
  "rejected",
  "returned",
  "disputed",
  "processed",
  "refused",
] as const;
/** The seller's grounds for a dispute once the parcel is back. */
export const DISPUTE_REASONS = ["not_the_item_sold", "damaged_after_delivery", "parts_missing", "other"] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
/** The admin's decision on a dispute: refund in full, refund less the return fee, or refuse (the seller is paid). */
export const RETURN_DECISIONS = ["refund_full", "refund_less_fee", "refuse"] as const;
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];
const CHECK_OUTCOMES = ["received", "timed_out", "disputed"] as const;
/** Photos with a claim, a seller's note or a dispute: as many as a listing's, at most. */
export const RETURN_MAX_PHOTOS = 5;
/** The seller's time to check a returned parcel; no answer counts as received. */
export const RETURN_CHECK_HOURS = 48;
const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
/** due: owed; sending: with the payouts provider; paid: in the seller's bank (a reversal brings it back to due). */
export const PAYOUT_STATUSES = ["due", "sending", "paid"] as const;

/** Return window after delivery, and the buyer's-own-choice fee floor (docs/product.md#returns). */
export const RETURN_WINDOW_HOURS = POLICY.returnWindowHours;
/** A placed order the seller has not accepted in this time is cancelled and refunded. */
export const SELLER_ACCEPT_HOURS = POLICY.orderAcceptHours;
/** Hours before that cancel when the seller is reminded (a notification and a mail each), latest first. */
export const ACCEPT_REMINDER_HOURS = [24, 6] as const;

const istDeadline = lazily(
  () =>
    new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: "Asia/Kolkata",
    }),
);
const istDeadlineHi = lazily(
  () =>
    new Intl.DateTimeFormat("hi-IN", {
      day: "numeric",
      month: "long",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: "Asia/Kolkata",
      numberingSystem: "latn",
    }),
);
/**
 * The seller's deadline in IST words, for the page, the notification and the mail: "27 Nov, 2:05 pm"; in Hindi with
 * the month's Hindi name and Latin digits, as Indian apps write it: "27 नवंबर, 2:05 pm".
 */
export const formatDeadlineIST = (iso: string | Date, language: Language = "en") =>
  (language === "hi" ? istDeadlineHi() : istDeadline()).format(new Date(iso));
export const acceptByText = (acceptBy: string | Date) =>
  `Accept by ${formatDeadlineIST(acceptBy)} or the sale is cancelled`;

const ORDER_PAGE_DEFAULT = 20;
const ORDER_PAGE_MAX = 50;

export const ORDER_MESSAGES = {
  notFound: "Order Not Found",
  cancelNotAllowed: "This order can no longer be cancelled: it has been picked up.",
  cancelled: "Order cancelled. Your full refund is on its way.",
  courierKeepsParcel: (reason: string) =>
    `The courier did not cancel this parcel (${reason}). The order stays as it is and nothing is refunded.`,
  courierUnreachable:
    "We could not reach the courier to cancel this parcel, so nothing has changed. Please try again in a few minutes.",
  returnNotDelivered: "A return can be requested only after delivery",
  returnWindowClosed: "The 48-hour return window for this order has closed",
  returnExists: "A return has already been requested for this order",
  returnFashion: "Fashion items are checked and returned at the doorstep on delivery, not through a return request.",
  returnDetailsRequired: "Please describe the reason for the return",
  returnPhotosRequired: "Add at least one photo of the problem with the item",
  returnTooManyPhotos: "You can upload maximum 5 photos.",
  disputePhotosRequired: "Add at least one photo of the item as it came back",
  disputeReasonRequired: "Please choose why you dispute this return",
  disputeNoteRequired: "Please describe what is wrong with the item",
  decisionNoteRequired: "Please write a note for the decision",
  returnNotBack: "This return can be checked once the parcel is back with you",
  returnAlreadyChecked: (status: string) => `This return is already ${status}`,
  returnCheckTimedOut:
    "The 48 hours to check this return have passed: it counted as received and the buyer is refunded",
  returnNotDisputed: "Only a disputed return can be decided",
  returnClosed: "This return is closed: nothing more can be added",
  onlySellerChecks: "Only the seller can check a returned item",
  returnNotInTransit: "Only an approved return can be marked back with the seller",
  rejectionNoteRequired: "Please provide a rejection note",
  dateInPast: "Expected delivery date cannot be earlier than today",
  statusNotAllowed: (from: string, to: string) => `An order cannot go from ${from} to ${to}`,
  movedByCourier: (awb: string | null) =>
    `This parcel moves by the courier's scans${awb ? ` (AWB ${awb})` : ""}. Take it off the courier to update it by hand.`,
  acceptNotPlaced: "Only a newly placed order can be accepted",
  acceptTooLate: "This order was not accepted within 48 hours and is being cancelled",
  payoutPaid: "This payout is already marked paid",
  payoutHeldNoPickup:
    "The courier reported this parcel delivered with no pickup scan before it. Check with the courier that it was delivered, then release the payout.",
  payoutNotHeld: "This order's payout is not held",
  payoutNotFound: "Payout not found",
  returnNotFound: "Return request not found",
  returnNotRequested: (status: string) => `This return is already ${status}`,
  onlyBuyer: "Only the buyer can do this",
  onlySeller: "Only the seller can accept this order",
  onlySellerRelists: "Only the seller can list this item again",
  dateTooFar: "Expected delivery date must be within a year",
  dateInvalid: "Expected delivery date must be a real date",
  relistNotReturned: "Only an item the buyer returned can be listed again",
  relistDone: "This item is already listed again",
  relisted: "Sent for review: your listing goes live once an admin approves it.",
  dateNotForStatus: "An expected delivery date can be set only while the order is on its way",
} as const;

export const orderPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE_MAX).default(ORDER_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const cancelOrderSchema = z.object({
  reason: z.enum(CANCEL_REASONS, { error: "Please choose a reason for cancelling" }),
});

/** Photos as the listing form sends them: base64 data-URLs, checked and stored by the server. */
const photoUploads = z
  .array(
    z
      .string()
      .min(1)
      .max(15 * 1024 * 1024),
    { error: "Photos must be a list" },
  )
  .max(RETURN_MAX_PHOTOS, { error: ORDER_MESSAGES.returnTooManyPhotos });

/** A faulty item and `other` need words; a faulty item needs a photo of the fault. */
export const returnRequestSchema = z
  .object({
    reason: z.enum(RETURN_REASONS, { error: "Please choose a reason for the return" }),
    details: z.string().trim().max(1_000, { error: "Must be at most 1000 characters" }).nullish(),
    photos: photoUploads.default([]),
  })
  .refine((v) => (v.reason !== "other" && v.reason !== "received_faulty") || Boolean(v.details), {
    error: ORDER_MESSAGES.returnDetailsRequired,
    path: ["details"],
  })
  .refine((v) => v.reason !== "received_faulty" || v.photos.length > 0, {
    error: ORDER_MESSAGES.returnPhotosRequired,
    path: ["photos"],
  });

/** `PUT /api/orders/{id}/return/note`: the seller's side of the claim before the check. */
export const sellerReturnNoteSchema = z.object({
  note: requiredText("Please write your note", 1_000),
  photos: photoUploads.default([]),
});

/** `PUT /api/orders/{id}/return/check`: the seller's check of the item back with them. */
export const returnCheckSchema = z.discriminatedUnion(
  "outcome",
  [
    z.object({ outcome: z.literal("received") }),
    z.object({
      outcome: z.literal("dispute"),
      disputeReason: z.enum(DISPUTE_REASONS, { error: ORDER_MESSAGES.disputeReasonRequired }),
      note: requiredText(ORDER_MESSAGES.disputeNoteRequired, 1_000),
      photos: photoUploads.min(1, { error: ORDER_MESSAGES.disputePhotosRequired }),
    }),
  ],
  { error: "Choose Received as described or Dispute" },
);
export type ReturnCheck = z.infer<typeof returnCheckSchema>;

/** `PUT /api/admin/returns/{id}/decide`: the admin's decision on a dispute, with a note both sides read. */
export const returnDecisionSchema = z.object({
  decision: z.enum(RETURN_DECISIONS, { error: "Choose a decision" }),
  note: requiredText(ORDER_MESSAGES.decisionNoteRequired, 1_000),
});

/** `GET /api/orders/{id}/return-preview?reason=`: what a return for this reason would give back, from the server. */
export const returnPreviewQuerySchema = z.object({
  reason: z.enum(RETURN_REASONS, { error: "Please choose a reason for the return" }),
});
export const returnPreviewSchema = z.object({ paid: z.number(), fee: z.number(), refund: z.number() });
export type ReturnPreview = z.infer<typeof returnPreviewSchema>;

export const adminOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: "Unknown order status" }),
  /** YYYY-MM-DD, not before today in India. */
  expectedDeliveryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Expected delivery date must be a date (YYYY-MM-DD)" })
    .nullish(),
});

export const rejectReturnSchema = z.object({
  rejectionNote: requiredText(ORDER_MESSAGES.rejectionNoteRequired, 1_000),
});
export const markPayoutPaidSchema = z.object({ bankReference: requiredText("Please enter the bank reference", 100) });

/**
 * A return as its buyer, its seller and the admin see it: the claim, both sides' words and photos, and each step
 * with its time. Never the buyer's identity or address (the admin's view adds those).
 */
export const returnViewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  reason: z.enum(RETURN_REASONS),
  details: z.string().nullable(),
  photos: z.array(z.string()),
  status: z.enum(RETURN_STATUSES),
  requestedAt: z.string(),
  approvedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** While the parcel waits for the seller's check: when no answer counts as received. */
  checkDueAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  checkOutcome: z.enum(CHECK_OUTCOMES).nullable(),
  sellerNote: z.string().nullable(),
  sellerPhotos: z.array(z.string()),
  disputeReason: z.enum(DISPUTE_REASONS).nullable(),
  disputeNote: z.string().nullable(),
  disputePhotos: z.array(z.string()),
  decision: z.enum(RETURN_DECISIONS).nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  processedAt: z.string().nullable(),
  rejectionNote: z.string().nullable(),
  refundAmount: z.number().nullable(),
});
export type ReturnView = z.infer<typeof returnViewSchema>;

/**
 * A booking's own life at the courier: `booking` until the courier holds it with an AWB, `booked`, then `cancelled`
 * when the courier cancelled it, or `by_hand` when an admin took the parcel off the courier.
 */
export const BOOKING_STATES = ["booking", "booked", "cancelled", "by_hand"] as const;

/** Where the order's parcel is, by the courier's latest scan (the status table of docs/providers/shiprocket.md#tracking-webhook). */
export const SHIPMENT_PHASES = [
  "booked",
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "undelivered",
  "rto",
  "rto_delivered",
  "cancelled",
  "lost",
] as const;

/**
 * The order's parcel at the courier: `booking` until it holds an AWB (the booking is retried meanwhile). Never the
 * label: it prints the buyer's name, address and phone, so only the admin's view carries it.
 */
const shipmentViewSchema = z.object({
  state: z.enum(BOOKING_STATES),
  phase: z.enum(SHIPMENT_PHASES).nullable(),
  courierName: z.string().nullable(),
  awb: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  pickupScheduledFor: z.string().nullable(),
  etd: z.string().nullable(),
});

/** `GET /api/orders/{id}/tracking`: the courier's scans, oldest first. The seller gets no places (they trace the buyer). */
export const orderTrackingSchema = z.object({
  scans: z.array(
    z.object({ label: z.string(), activity: z.string(), location: z.string().nullable(), at: z.string() }),
  ),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

/** What every viewer of an order may see; the buyer's and admin's views add the delivery address. */
const orderViewSchema = z.object({
  id: z.string(),
  orderNumber: z.number(),
  status: z.enum(ORDER_STATUSES),
  buyerId: z.string(),
  sellerId: z.string(),
  finalPrice: z.number(),
  buyerFee: z.number(),
  deliveryCharge: z.number(),
  couponDiscount: z.number(),
  /** What the buyer paid. */
  totalPaid: z.number(),
  expectedDeliveryDate: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  product: z.object({ id: z.string(), title: z.string(), image: z.string().nullable(), category: z.string() }),
  returnStatus: z.enum(RETURN_STATUSES).nullable(),
  /** The return's steps as far as they have gone, for the order's timeline. */
  returnRequest: z
    .object({
      status: z.enum(RETURN_STATUSES),
      requestedAt: z.string(),
      processedAt: z.string().nullable(),
      rejectionNote: z.string().nullable(),
    })
    .nullable(),
  refund: z
    .object({
      amount: z.number(),
      status: z.enum(REFUND_STATUSES),
      /** The gateway's refund id once it has one: what a buyer quotes to their bank. */
      reference: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  shipment: shipmentViewSchema.nullable(),
  /** The return pickup once a return is approved (collected from the buyer, carried back to the seller). */
  returnShipment: shipmentViewSchema
    .pick({ state: true, phase: true, courierName: true, awb: true, trackingUrl: true })
    .nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const buyerOrderViewSchema = orderViewSchema.extend({ deliveryAddress: z.string() });
export type BuyerOrderView = z.infer<typeof buyerOrderViewSchema>;

/** The seller sees what they will be paid, never the buyer's name, contact details or address. */
export const sellerOrderViewSchema = orderViewSchema.extend({
  sellerFee: z.number(),
  /** While placed: when the order is cancelled unless the seller accepts it (ISO time); null otherwise. */
  acceptBy: z.string().nullable(),
  payout: z
    .object({
      amount: z.number(),
      status: z.enum(PAYOUT_STATUSES),
      /** The UTR (or the admin's bank reference) once paid. */
      bankReference: z.string().nullable(),
      paidAt: z.string().nullable(),
      /** Why it is not moving: the last attempt's failure, or the bank account still unverified. */
      note: z.string().nullable(),
    })
    .nullable(),
});
export type SellerOrderView = z.infer<typeof sellerOrderViewSchema>;

export const adminOrderViewSchema = buyerOrderViewSchema.extend({
  sellerFee: z.number(),
  platformFee: z.number(),
  buyerFullName: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  buyerMobile: z.string().nullable(),
  sellerUsername: z.string(),
  buyerUsername: z.string(),
  payout: sellerOrderViewSchema.shape.payout,
  /** Why the seller's payout waits for the admin's release (a delivery reported with no pickup); null when it does not. */
  payoutHold: z.string().nullable(),
  /** The courier's label and, while booking fails, its words on the last attempt. */
  shipment: shipmentViewSchema
    .extend({
      id: z.string(),
      labelUrl: z.string().nullable(),
      lastError: z.string().nullable(),
      attempts: z.number(),
    })
    .nullable(),
});
export type AdminOrderView = z.infer<typeof adminOrderViewSchema>;

/** Why the platform (not the buyer) cancelled an order; stored in cancelReason beside the buyer's reasons. */
export const SYSTEM_CANCEL_REASONS = ["not_accepted_in_time", "cancelled_by_admin", "returned_to_seller"] as const;

/**
 * `GET /api/orders/{id}` answers whoever asks with their own view: `viewer` says which, so the page can tell
 * a seller's view (no buyer details) from a buyer's or an admin's.
 */
export const orderDetailSchema = z.discriminatedUnion("viewer", [
  buyerOrderViewSchema.extend({ viewer: z.literal("buyer") }),
  sellerOrderViewSchema.extend({ viewer: z.literal("seller") }),
  adminOrderViewSchema.extend({ viewer: z.literal("admin") }),
]);
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const searchText = z.string().trim().max(100, { error: "Search must be at most 100 characters" }).optional();

export const adminOrdersQuerySchema = orderPageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { error: "Unknown order status" }).optional(),
  /** Order number, product title, buyer or seller username. */
  q: searchText,
});

export const adminReturnsQuerySchema = orderPageQuerySchema.extend({
  status: z.enum(RETURN_STATUSES, { error: "Unknown return status" }).optional(),
});

export const adminPayoutsQuerySchema = orderPageQuerySchema.extend({
  status: z.enum(PAYOUT_STATUSES, { error: "Unknown payout status" }).optional(),
});

/** The admin's Returns tab: the request with what the pickup team and the refund need. */
export const adminReturnViewSchema = returnViewSchema.extend({
  orderNumber: z.number(),
  /** The listing's own photos, to compare with both sides'. */
  listingImages: z.array(z.string()),
  productId: z.string(),
  productTitle: z.string(),
  category: z.string(),
  buyerUsername: z.string(),
  customerEmail: z.string().nullable(),
  customerMobile: z.string().nullable(),
  totalPaid: z.number(),
  deliveryCharge: z.number(),
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
});
export type AdminReturnView = z.infer<typeof adminReturnViewSchema>;

/** What the admin pays out: the seller's account as the listing named it, with the full number to pay into. */
export const adminPayoutViewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.number(),
  productTitle: z.string(),
  sellerId: z.string(),
  sellerUsername: z.string(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  bankReference: z.string().nullable(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  /** The provider's attempts so far, its payout id and status, and why the last one failed. */
  attempt: z.number(),
  providerPayoutId: z.string().nullable(),
  providerStatus: z.string().nullable(),
  failureReason: z.string().nullable(),
  bankAccount: z
    .object({
      accountHolderName: z.string(),
      bankName: z.string(),
      ifscCode: z.string(),
      accountNumber: z.string(),
      isVerified: z.boolean(),
    })
    .nullable(),
});
export type AdminPayoutView = z.infer<typeof adminPayoutViewSchema>;
