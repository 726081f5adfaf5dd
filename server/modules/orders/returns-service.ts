import { ORDER_MESSAGES, type AdminReturnView, type ReturnPreview, type ReturnView } from "@contract/orders";
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
import { recordAdminAction } from "../admin";
import type { LockedOrder } from "./orders-repo";
import { isAdmin } from "../users";

type User = typeof users.$inferSelect;

const toReturnView = (r: repo.ReturnRow): ReturnView => ({
  id: r.id,
  orderId: r.orderId,
  reason: r.reason,
  details: r.customReason,
  status: r.status,
  requestedAt: r.requestedAt.toISOString(),
  processedAt: r.processedAt ? r.processedAt.toISOString() : null,
  rejectionNote: r.rejectionNote,
  refundAmount: r.refundAmount,
});

const toAdminReturnView = (r: repo.AdminReturnRow): AdminReturnView => ({
  ...toReturnView(r),
  orderNumber: r.orderNumber,
  productId: r.productId,
  productTitle: r.productTitle,
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

/** The buyer's return request: delivered, not fashion, within 48 hours of delivery, one per order. */
export async function requestReturn(
  db: Db,
  buyer: User,
  orderId: string,
  input: { reason: ReturnReason; details?: string | null },
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
        });
        await createNotification(
          tx,
          notices.returnRequested(order.sellerId, {
            orderId: order.id,
            orderNumber: order.orderNumber,
            title: listing.title,
          }),
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

/** The order's return requests: its buyer or an admin; the seller learns the outcome from the order itself. */
export async function returnsOf(db: Db, viewer: User, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order || (!isAdmin(viewer) && order.buyerId !== viewer.id && order.sellerId !== viewer.id))
    throw notFound(ORDER_MESSAGES.notFound);
  if (!isAdmin(viewer) && order.buyerId !== viewer.id) throw forbidden(ORDER_MESSAGES.onlyBuyer);
  return (await repo.returnsOfOrder(db, orderId)).map(toReturnView);
}

export async function adminReturns(
  db: Db,
  query: { status?: repo.ReturnRow["status"]; limit: number; offset: number },
) {
  return (await repo.listAdminReturns(db, query.status, query.limit, query.offset)).map(toAdminReturnView);
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

/** Who processes a return: an admin (audit-logged), or the courier's scan of the parcel back with the seller. */
type ProcessedBy = { adminId: string } | { courier: true };

/** The refund a processed return owes the buyer: requested by the fulfilment workflow in the same transaction. */
export interface ReturnRefund {
  paymentId: string;
  orderId: string;
  amount: number;
}

/**
 * approved -> processed, with the order already locked: the item is back, so the buyer is told of the refund and the
 * seller that there is no payout. Answers the refund to request (none when the order has no payment), or false when
 * the return is not (or no longer) approved, so a replayed scan does nothing.
 */
async function processLockedReturn(
  tx: Tx,
  order: LockedOrder,
  id: string,
  by: ProcessedBy,
): Promise<ReturnRefund | undefined | false> {
  const current = (await repo.lockReturn(tx, id))!;
  if (current.status !== "approved") return false;
  const amount = returnRefund(current.reason, totalPaid(order), order.deliveryCharge);
  if (!(await repo.transitionReturn(tx, id, "approved", { status: "processed", refundAmount: amount }))) return false;
  if ("adminId" in by)
    await recordAdminAction(tx, {
      adminId: by.adminId,
      action: "return_process",
      entityType: "return",
      entityId: id,
      details: { refundAmount: amount },
    });
  const o = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    title: (await findListingOwner(tx, order.productId))!.title,
  };
  await createNotification(tx, notices.returnProcessed(order.buyerId, o, amount));
  await createNotification(tx, notices.returnProcessedForSeller(order.sellerId, o));
  return order.paymentId ? { paymentId: order.paymentId, orderId: order.id, amount } : undefined;
}

/**
 * The admin processes an approved return by hand (the return pickup may still be on its way, or there is none), in
 * the caller's transaction. Answers the refund to request.
 */
export async function processReturnByAdmin(tx: Tx, adminId: string, id: string) {
  const known = await repo.findReturn(tx, id);
  if (!known) throw notFound(ORDER_MESSAGES.returnNotFound);
  return withLockedOrder(tx, known.orderId, undefined, async (order) => {
    const refund = await processLockedReturn(tx, order, id, { adminId });
    if (refund === false) throw conflict(ORDER_MESSAGES.returnNotApproved);
    return refund;
  });
}

/**
 * The courier scanned the return pickup delivered back to the seller (in the scan's transaction): the order's
 * approved return is processed as the admin's would be. Locked order then return, as by hand, so a scan and the
 * admin (or twenty replays) process it once; a return already processed or never approved is left alone.
 */
export async function processReturnByCourier(tx: Tx, orderId: string) {
  return withLockedOrder(tx, orderId, undefined, async (order) => {
    const [request] = await repo.returnsOfOrder(tx, order.id);
    if (!request) return undefined;
    return (await processLockedReturn(tx, order, request.id, { courier: true })) || undefined;
  });
}
