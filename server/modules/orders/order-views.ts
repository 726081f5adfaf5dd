import {
  SELLER_ACCEPT_HOURS,
  type AdminOrderView,
  type BuyerOrderView,
  type OrderDetail,
  type OrderView,
  type SellerOrderView,
} from "@contract/orders";
import { payoutNote } from "../payouts";
import type { OrderRow, OrderViewRow } from "./orders-repo";

/** What the buyer paid for an order: the same sum the payment row checks. */
export const totalPaid = (o: Pick<OrderRow, "finalPrice" | "buyerFee" | "deliveryCharge" | "couponDiscount">) =>
  o.finalPrice + o.buyerFee + o.deliveryCharge - o.couponDiscount;

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/** The fields every viewer may see; nothing about the buyer but their id. */
function common(row: OrderViewRow): OrderView {
  const o = row.order;
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    buyerId: o.buyerId,
    sellerId: o.sellerId,
    finalPrice: o.finalPrice,
    buyerFee: o.buyerFee,
    deliveryCharge: o.deliveryCharge,
    couponDiscount: o.couponDiscount,
    totalPaid: totalPaid(o),
    expectedDeliveryDate: o.expectedDeliveryDate,
    deliveredAt: iso(o.deliveredAt),
    cancelReason: o.cancelReason,
    createdAt: iso(o.createdAt)!,
    updatedAt: iso(o.updatedAt)!,
    product: {
      id: row.product.id,
      title: row.product.title,
      image: row.product.images[0] ?? null,
      category: row.product.category,
    },
    returnStatus: row.returnStatus,
    returnRequest:
      row.returnStatus === null || row.returnRequestedAt === null
        ? null
        : {
            status: row.returnStatus,
            requestedAt: iso(row.returnRequestedAt)!,
            processedAt: iso(row.returnProcessedAt),
            rejectionNote: row.returnRejectionNote,
          },
    refund:
      row.refundAmount === null || row.refundStatus === null || row.refundUpdatedAt === null
        ? null
        : {
            amount: row.refundAmount,
            status: row.refundStatus,
            reference: row.refundReference,
            updatedAt: iso(row.refundUpdatedAt)!,
          },
    shipment: shipmentOf(row),
    returnShipment: row.returnShipment
      ? {
          state: row.returnShipment.state,
          phase: row.returnShipment.phase,
          courierName: row.returnShipment.courierName,
          awb: row.returnShipment.awb,
          trackingUrl: row.returnShipment.trackingUrl,
        }
      : null,
  };
}

/** The parcel as buyer and seller see it: no label (it prints the buyer's details). */
function shipmentOf(row: OrderViewRow): OrderView["shipment"] {
  const s = row.shipment;
  if (!s) return null;
  return {
    state: s.state,
    phase: s.phase,
    courierName: s.courierName,
    awb: s.awb,
    trackingUrl: s.trackingUrl,
    pickupScheduledFor: iso(s.pickupScheduledFor),
    etd: iso(s.etd),
  };
}

const payoutOf = (row: OrderViewRow) =>
  row.payoutAmount === null || row.payoutStatus === null
    ? null
    : {
        amount: row.payoutAmount,
        status: row.payoutStatus,
        bankReference: row.payoutReference,
        paidAt: iso(row.payoutPaidAt),
        note: payoutNote({
          status: row.payoutStatus,
          failureReason: row.payoutFailure,
          bankAccountLast4: row.payoutAccountLast4,
          bankVerified: row.payoutAccountVerified,
        }),
      };

export const toBuyerView = (row: OrderViewRow): BuyerOrderView => ({
  ...common(row),
  deliveryAddress: row.order.deliveryAddress,
});

/** When a placed order is cancelled unless its seller accepts it: the deadline the auto-cancel job applies. */
export const acceptDeadline = (order: Pick<OrderRow, "createdAt">) =>
  new Date(new Date(order.createdAt).getTime() + SELLER_ACCEPT_HOURS * 3_600_000);

/** Built from the common fields only: the buyer's name, contact details and address are never copied in. */
export const toSellerView = (row: OrderViewRow): SellerOrderView => ({
  ...common(row),
  sellerFee: row.order.sellerFee,
  acceptBy: row.order.status === "placed" ? acceptDeadline(row.order).toISOString() : null,
  payout: payoutOf(row),
});

export const toAdminView = (row: OrderViewRow): AdminOrderView => ({
  ...toBuyerView(row),
  sellerFee: row.order.sellerFee,
  platformFee: row.order.platformFee,
  buyerFullName: row.buyerFullName,
  buyerEmail: row.buyerEmail,
  buyerMobile: row.buyerMobile,
  sellerUsername: row.sellerUsername,
  buyerUsername: row.buyerUsername,
  payout: payoutOf(row),
  payoutHold: row.order.payoutHold,
  shipment: row.shipment
    ? {
        ...shipmentOf(row)!,
        id: row.shipment.id,
        labelUrl: row.shipment.labelUrl,
        lastError: row.shipment.lastError,
        attempts: row.shipment.attempts,
      }
    : null,
});

export const toDetail = (row: OrderViewRow, viewer: OrderDetail["viewer"]): OrderDetail =>
  viewer === "admin"
    ? { ...toAdminView(row), viewer }
    : viewer === "seller"
      ? { ...toSellerView(row), viewer }
      : { ...toBuyerView(row), viewer };
