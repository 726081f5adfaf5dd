import {
  ORDER_MESSAGES,
  RETURN_CHECK_HOURS,
  type AdminReturnView,
  type ReturnPreview,
  type ReturnView,
} from "@contract/orders";
import { customerChoiceReturnFee } from "@contract/pricing";
import type { Db, Tx } from "../../db/client";
import type { ReturnReason } from "../../db/schema/returns";
import type { users } from "../../db/schema/users";
import { SQL_STATE, sqlState } from "../../lib/database-errors";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { createNotification } from "../notifications";
import * as notices from "./order-notices";
import { withListingThenOrder, withLockedOrder } from "./order-locks";
import { lockListing, relistForReview } from "../catalog";
import { totalPaid } from "./order-views";
import { findListingOwner, findOrder } from "./orders-repo";
import * as repo from "./returns-repo";
import { recordAdminAction, recordPersonalDataViews } from "../admin";
import { isAdmin } from "../users";

type User = typeof users.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toReturnView = (r: repo.ReturnRow): ReturnView => ({
  id: r.id,
  orderId: r.orderId,
  reason: r.reason,
  details: r.customReason,
  photos: r.photos,
  status: r.status,
  requestedAt: r.requestedAt.toISOString(),
  approvedAt: iso(r.approvedAt),
  returnedAt: iso(r.returnedAt),
  checkDueAt:
    r.status === "returned" && r.returnedAt
      ? new Date(r.returnedAt.getTime() + RETURN_CHECK_HOURS * 3_600_000).toISOString()
      : null,
  checkedAt: iso(r.checkedAt),
  checkOutcome: r.checkOutcome,
  sellerNote: r.sellerNote,
  sellerPhotos: r.sellerPhotos,
  disputeReason: r.disputeReason,
  disputeNote: r.disputeNote,
  disputePhotos: r.disputePhotos,
  decision: r.decision,
  decisionNote: r.decisionNote,
  decidedAt: iso(r.decidedAt),
  processedAt: iso(r.processedAt),
  rejectionNote: r.rejectionNote,
  refundAmount: r.refundAmount,
});

const toAdminReturnView = (r: repo.AdminReturnRow): AdminReturnView => ({
  ...toReturnView(r),
  orderNumber: r.orderNumber,
  productId: r.productId,
  productTitle: r.productTitle,
  listingImages: r.listingImages,
  category: r.category,
  buyerUsername: r.buyerUsername,
  customerEmail: r.customerEmail,
  customerMobile: r.customerMobile,
  totalPaid: totalPaid(r),
  deliveryCharge: r.deliveryCharge,
  refundStatus: r.refundStatus,
});

/**
 * docs/product.md#returns: the buyer's own choice costs the greater of Rs 100 and the delivery charge; a faulty or wrong-size
 * item is refunded in full. Never below zero.
 */
export function returnRefund(reason: ReturnReason, paid: number, deliveryCharge: number) {
  if (reason === "received_faulty" || reason === "wrong_size") return paid;
  return Math.max(0, paid - customerChoiceReturnFee(deliveryCharge));
}

/** The dialog's preview: what the buyer paid, the fee this reason costs and the refund, for the buyer alone. */
export async function previewReturn(
  db: Db,
  buyer: User,
  orderId: string,
  reason: ReturnReason,
): Promise<ReturnPreview> {
  const order = await findOrder(db, orderId);
  if (!order || order.buyerId !== buyer.id) throw notFound(ORDER_MESSAGES.notFound);
  const paid = totalPaid(order);
  const refund = returnRefund(reason, paid, order.deliveryCharge);
  return { paid, fee: paid - refund, refund };
}

/**
 * The buyer's return request: delivered, not fashion, within 48 hours of delivery, one per order; with the claim's
 * words and photos (already stored by the route), which the seller is told to look at.
 */
export async function requestReturn(
  db: Db,
  buyer: User,
  orderId: string,
  input: { reason: ReturnReason; details?: string | null },
  photos: string[],
) {
  try {
    const created = await db.transaction((tx) =>
      withLockedOrder(tx, orderId, buyer, async (order) => {
        if (order.buyerId !== buyer.id) throw forbidden(ORDER_MESSAGES.onlyBuyer);
        const listing = (await findListingOwner(tx, order.productId))!;
        if (listing.category === "fashion") throw conflict(ORDER_MESSAGES.returnFashion);
        if (order.status !== "delivered") throw conflict(ORDER_MESSAGES.returnNotDelivered);
        if ((await repo.returnsOfOrder(tx, order.id)).length > 0) throw conflict(ORDER_MESSAGES.returnExists);
        if (!order.returnWindowOpen) throw conflict(ORDER_MESSAGES.returnWindowClosed);
        const row = await repo.insertReturn(tx, {
          orderId: order.id,
          reason: input.reason,
          customReason: input.details || null,
          customerEmail: buyer.email,
          customerMobile: buyer.mobile,
          photos,
        });
        await createNotification(
          tx,
          notices.returnRequested(
            order.sellerId,
            { orderId: order.id, orderNumber: order.orderNumber, title: listing.title },
            input.reason,
          ),
        );
        return row;
      }),
    );
    return toReturnView(created);
  } catch (err) {
    if (sqlState(err) === SQL_STATE.uniqueViolation) throw conflict(ORDER_MESSAGES.returnExists);
    throw err;
  }
}

/**
 * The order's return requests with both sides' words and photos: its buyer, its seller (the view names neither the
 * buyer nor their address) or an admin; anyone else gets the 404 a missing order gets.
 */
export async function returnsOf(db: Db, viewer: User, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order || (!isAdmin(viewer) && order.buyerId !== viewer.id && order.sellerId !== viewer.id))
    throw notFound(ORDER_MESSAGES.notFound);
  return (await repo.returnsOfOrder(db, orderId)).map(toReturnView);
}

/** The Returns tab shows each buyer's e-mail and mobile: who looked is logged per buyer (decision 0047). */
export async function adminReturns(
  db: Db,
  adminId: string,
  query: { status?: repo.ReturnRow["status"]; limit: number; offset: number },
) {
  const rows = await repo.listAdminReturns(db, query.status, query.limit, query.offset);
  await recordPersonalDataViews(
    db,
    adminId,
    "admin returns tab",
    rows.map((r) => r.buyerId),
  );
  return rows.map(toAdminReturnView);
}

async function adminView(db: Db, id: string) {
  return toAdminReturnView((await repo.findAdminReturn(db, id))!);
}

/**
 * The seller's one-tap relist of an item the buyer returned (return processed): the sold listing goes back to the
 * admin's review. Listing then order are locked, as for every change that puts a listing back on the market.
 */
export async function relistReturned(db: Db, seller: User, orderId: string) {
  await db.transaction((tx) =>
    withListingThenOrder(tx, orderId, seller, async (order) => {
      if (order.sellerId !== seller.id) throw forbidden(ORDER_MESSAGES.onlySellerRelists);
      const [request] = await repo.returnsOfOrder(tx, order.id);
      if (request?.status !== "processed") throw conflict(ORDER_MESSAGES.relistNotReturned);
      const listing = await lockListing(tx, order.productId);
      if (listing?.status !== "sold") throw conflict(ORDER_MESSAGES.relistDone);
      await relistForReview(tx, listing.id);
    }),
  );
  return { message: ORDER_MESSAGES.relisted };
}

/**
 * Approve or reject a requested return (a rejection carries the admin's note), in the caller's transaction; the
 * buyer is told. Answers the order's id when approved: its return pickup is the fulfilment workflow's.
 */
export async function decideReturnInTx(
  tx: Tx,
  adminId: string,
  id: string,
  decision: { approve: true } | { rejectionNote: string },
) {
  const current = await repo.lockReturn(tx, id);
  if (!current) throw notFound(ORDER_MESSAGES.returnNotFound);
  if (current.status !== "requested") throw conflict(ORDER_MESSAGES.returnNotRequested(current.status));
  const changed = await repo.transitionReturn(
    tx,
    id,
    "requested",
    "approve" in decision ? { status: "approved" } : { status: "rejected", rejectionNote: decision.rejectionNote },
  );
  if (!changed) throw conflict(ORDER_MESSAGES.returnNotRequested(current.status));
  await recordAdminAction(tx, {
    adminId,
    action: "approve" in decision ? "return_approve" : "return_reject",
    entityType: "return",
    entityId: id,
    ...("approve" in decision ? {} : { details: { rejectionNote: decision.rejectionNote } }),
  });
  const order = (await findOrder(tx, current.orderId))!;
  const o = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    title: (await findListingOwner(tx, order.productId))!.title,
  };
  await createNotification(
    tx,
    "approve" in decision
      ? notices.returnApproved(order.buyerId, o)
      : notices.returnRejected(order.buyerId, o, decision.rejectionNote),
  );
  return "approve" in decision ? order.id : undefined;
}

/** A return as the admin panel lists it. */
export const adminReturnView = adminView;

/** The refund a return owes the buyer: requested by the fulfilment workflow in the same transaction. */
export interface ReturnRefund {
  paymentId: string;
  orderId: string;
  amount: number;
}
