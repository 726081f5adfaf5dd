import { customerChoiceReturnFee } from "@contract/pricing";
import { ORDER_MESSAGES, RETURN_CHECK_HOURS, type ReturnCheck } from "@contract/orders";
import type { Db, Tx } from "../../db/client";
import type { ReturnDecision } from "../../db/schema/returns";
import type { users } from "../../db/schema/users";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { recordAdminAction } from "../admin";
import { createNotification } from "../notifications";
import { adminContacts } from "../users";
import { withLockedOrder } from "./order-locks";
import * as notices from "./order-notices";
import * as returnNotices from "./return-notices";
import { totalPaid } from "./order-views";
import { findListingOwner, type LockedOrder } from "./orders-repo";
import * as repo from "./returns-repo";
import { returnRefund, type ReturnRefund } from "./returns-service";

type User = typeof users.$inferSelect;

/**
 * The return once its parcel is back with the seller (docs/product.md#returns): the seller's 48-hour check, the
 * timeout that counts silence as received, and the admin's decision on a dispute. Each runs under the order's lock,
 * then the return's, and changes the return by a guarded update, so of a seller's answer, the timeout and an admin's
 * decision racing each other exactly one acts. Each answers the refund it owes (the fulfilment workflow requests it in
 * the same transaction), or undefined when no money goes back.
 */

const about = async (tx: Tx, order: LockedOrder) => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  title: (await findListingOwner(tx, order.productId))!.title,
});

const refundOf = (order: LockedOrder, amount: number): ReturnRefund | undefined =>
  order.paymentId ? { paymentId: order.paymentId, orderId: order.id, amount } : undefined;

const returnOfOrder = async (tx: Tx, orderId: string) => {
  const [request] = await repo.returnsOfOrder(tx, orderId);
  return request ? repo.lockReturn(tx, request.id) : undefined;
};

/** approved -> returned: the 48 hours start; the seller is asked to check, the buyer told it arrived. */
async function markBack(tx: Tx, order: LockedOrder, id: string) {
  const row = await repo.transitionReturn(tx, id, "approved", { status: "returned" });
  if (!row) return false;
  const o = await about(tx, order);
  const checkBy = new Date(row.returnedAt!.getTime() + RETURN_CHECK_HOURS * 3_600_000);
  await createNotification(tx, returnNotices.backForCheck(order.sellerId, o, checkBy));
  await createNotification(tx, returnNotices.backWithSellerForBuyer(order.buyerId, o));
  return true;
}

/** The courier's delivered scan on the return pickup (in the scan's transaction); a replay, or no approved return, does nothing. */
export async function returnBackByCourier(tx: Tx, orderId: string) {
  await withLockedOrder(tx, orderId, undefined, async (order) => {
    const current = await returnOfOrder(tx, order.id);
    if (current?.status === "approved") await markBack(tx, order, current.id);
  });
}

/** The admin marks a parcel moved by hand as back with the seller: audit-logged; 409 unless approved. */
export async function returnBackByAdmin(tx: Tx, adminId: string, id: string) {
  const known = await repo.findReturn(tx, id);
  if (!known) throw notFound(ORDER_MESSAGES.returnNotFound);
  await withLockedOrder(tx, known.orderId, undefined, async (order) => {
    const current = (await repo.lockReturn(tx, id))!;
    if (current.status !== "approved" || !(await markBack(tx, order, id)))
      throw conflict(ORDER_MESSAGES.returnNotInTransit);
    await recordAdminAction(tx, { adminId, action: "return_back_with_seller", entityType: "return", entityId: id });
  });
}

/** Refund as the reason says (in full for a fault or wrong size, less the fee for the buyer's own choice). */
async function closeAsReceived(tx: Tx, order: LockedOrder, current: repo.ReturnRow, timedOut: boolean) {
  const amount = returnRefund(current.reason, totalPaid(order), order.deliveryCharge);
  const changed = await repo.transitionReturn(
    tx,
    current.id,
    "returned",
    { status: "processed", refundAmount: amount, checkOutcome: timedOut ? "timed_out" : "received" },
    timedOut ? "passed" : "open",
  );
  if (!changed) return false;
  const o = await about(tx, order);
  await createNotification(tx, returnNotices.refundedAfterCheck(order.buyerId, o, amount));
  await createNotification(
    tx,
    timedOut
      ? returnNotices.checkTimedOutForSeller(order.sellerId, o)
      : notices.returnProcessedForSeller(order.sellerId, o),
  );
  return refundOf(order, amount);
}

const STATUS_WORDS: Record<repo.ReturnRow["status"], string> = {
  requested: "waiting for approval",
  approved: "on its way back",
  rejected: "rejected",
  returned: "back with the seller",
  disputed: "disputed",
  processed: "refunded",
  refused: "decided",
};

/**
 * The seller's check, within 48 hours of the parcel reaching them: received (the refund goes out at once) or a dispute
 * with a reason and photos (nothing moves until the admin decides). `photos` are the dispute's, already stored.
 */
export async function checkReturnInTx(tx: Tx, seller: User, orderId: string, check: ReturnCheck, photos: string[]) {
  return withLockedOrder(tx, orderId, seller, async (order) => {
    if (order.sellerId !== seller.id) throw forbidden(ORDER_MESSAGES.onlySellerChecks);
    const current = await returnOfOrder(tx, order.id);
    if (!current) throw notFound(ORDER_MESSAGES.returnNotFound);
    if (current.status === "requested" || current.status === "approved") throw conflict(ORDER_MESSAGES.returnNotBack);
    if (current.status !== "returned")
      throw conflict(ORDER_MESSAGES.returnAlreadyChecked(STATUS_WORDS[current.status]));
    if (check.outcome === "received") {
      const refund = await closeAsReceived(tx, order, current, false);
      if (refund === false) throw conflict(ORDER_MESSAGES.returnCheckTimedOut);
      return refund;
    }
    const disputed = await repo.transitionReturn(
      tx,
      current.id,
      "returned",
      {
        status: "disputed",
        checkOutcome: "disputed",
        disputeReason: check.disputeReason,
        disputeNote: check.note,
        disputePhotos: photos,
      },
      "open",
    );
    if (!disputed) throw conflict(ORDER_MESSAGES.returnCheckTimedOut);
    const o = await about(tx, order);
    await createNotification(tx, returnNotices.disputedForBuyer(order.buyerId, o));
    for (const { id: adminId } of await adminContacts(tx))
      await createNotification(tx, returnNotices.disputedForAdmin(adminId, o));
    return undefined;
  });
}

/**
 * The timeout job's step for one return: if it is still waiting for the check and its 48 hours have passed, it counts
 * as received. Answers the refund owed, or false when the seller (or a replay) got there first.
 */
export async function timeOutCheckInTx(tx: Tx, id: string, orderId: string) {
  return withLockedOrder(tx, orderId, undefined, async (order) => {
    const current = await repo.lockReturn(tx, id);
    if (current?.status !== "returned") return false;
    return closeAsReceived(tx, order, current, true);
  });
}

/** Returns past their check deadline, for the job. */
export const returnChecksPastDeadline = (db: Db, batch: number) => repo.checksPastDeadline(db, batch);

/** What each decision refunds: everything paid, that less the buyer's-choice return fee, or nothing. */
function decidedRefund(decision: ReturnDecision, order: LockedOrder) {
  const paid = totalPaid(order);
  if (decision === "refund_full") return paid;
  if (decision === "refund_less_fee") return Math.max(0, paid - customerChoiceReturnFee(order.deliveryCharge));
  return undefined;
}

/**
 * The admin decides a disputed return, with a note both sides read: disputed -> processed (refunded) or refused (the
 * seller's payout falls due by the payouts-due job, as for a rejected return). Audit-logged; 409 unless disputed.
 */
export async function decideDisputeInTx(
  tx: Tx,
  adminId: string,
  id: string,
  input: { decision: ReturnDecision; note: string },
) {
  const known = await repo.findReturn(tx, id);
  if (!known) throw notFound(ORDER_MESSAGES.returnNotFound);
  return withLockedOrder(tx, known.orderId, undefined, async (order) => {
    const amount = decidedRefund(input.decision, order);
    const changed = await repo.transitionReturn(tx, id, "disputed", {
      status: amount === undefined ? "refused" : "processed",
      decision: input.decision,
      decisionNote: input.note,
      ...(amount === undefined ? {} : { refundAmount: amount }),
    });
    if (!changed) throw conflict(ORDER_MESSAGES.returnNotDisputed);
    await recordAdminAction(tx, {
      adminId,
      action: "return_dispute_decided",
      entityType: "return",
      entityId: id,
      details: { decision: input.decision, note: input.note, refundAmount: amount ?? 0 },
    });
    const o = await about(tx, order);
    await createNotification(
      tx,
      returnNotices.decidedForBuyer(order.buyerId, o, input.decision, amount ?? 0, input.note),
    );
    await createNotification(tx, returnNotices.decidedForSeller(order.sellerId, o, input.decision, input.note));
    return amount === undefined ? undefined : refundOf(order, amount);
  });
}

/** The seller's note and photos on an open return (replacing an earlier note): 409 once it is checked or closed. */
export async function addSellerNote(db: Db, seller: User, orderId: string, note: string, photos: string[]) {
  await db.transaction((tx) =>
    withLockedOrder(tx, orderId, seller, async (order) => {
      if (order.sellerId !== seller.id) throw forbidden(ORDER_MESSAGES.onlySellerChecks);
      const current = await returnOfOrder(tx, order.id);
      if (!current) throw notFound(ORDER_MESSAGES.returnNotFound);
      if (!(await repo.setSellerNote(tx, current.id, note, photos))) throw conflict(ORDER_MESSAGES.returnClosed);
    }),
  );
}
