import type { ReturnCheck } from "@contract/orders";
import type { Db, Tx } from "../../db/client";
import type { ReturnDecision } from "../../db/schema/returns";
import type { users } from "../../db/schema/users";
import type { Storage } from "../../lib/storage";
import {
  adminReturnView,
  checkReturnInTx,
  decideDisputeInTx,
  decideReturnInTx,
  returnBackByAdmin,
  returnBackByCourier,
  returnChecksPastDeadline,
  timeOutCheckInTx,
  withReturnPhotos,
  type ReturnRefund,
} from "../orders";
import { creditOrderInvoices } from "../invoices";
import { requestRefund } from "../refunds";
import { bookShipment, type ShippingDeps } from "../shipping";
import { askForReturnPickup } from "./parcel-requests";

/**
 * A return after delivery (docs/product.md#returns): the admin's approval (orders), the courier's return pickup asked
 * for in the approval's transaction and booked once committed (a failure is the retry job's); then the parcel back
 * with the seller, the seller's 48-hour check (or its timeout), and on a dispute the admin's decision. Money moves
 * only at the check, the timeout or the decision: the refund requested in the same transaction as its cause, or, on
 * a refused dispute, the seller's payout falling due by the payouts-due job.
 */
export async function decideReturn(
  shipping: ShippingDeps,
  adminId: string,
  id: string,
  decision: { approve: true } | { rejectionNote: string },
) {
  const pickupId = await shipping.db.transaction(async (tx) => {
    const approvedOrder = await decideReturnInTx(tx, adminId, id, decision);
    return approvedOrder ? askForReturnPickup(tx, approvedOrder) : undefined;
  });
  if (pickupId) await bookShipment(shipping, pickupId);
  return adminReturnView(shipping.db, id);
}

/** The return's refund, and a credit note for each of the order's invoices should its fees have been invoiced. */
async function refund(tx: Tx, r: ReturnRefund | undefined) {
  if (!r) return;
  await requestRefund(tx, { ...r, reason: "return_processed" });
  if (r.orderId) await creditOrderInvoices(tx, r.orderId);
}

/** The admin marks a return parcel moved by hand as back with the seller: the seller's 48 hours start. */
export async function returnBackByHand(db: Db, adminId: string, id: string) {
  await db.transaction((tx) => returnBackByAdmin(tx, adminId, id));
  return adminReturnView(db, id);
}

/** The return pickup delivered back to the seller (in the scan's transaction): the seller's 48 hours start. */
export async function returnBackWithSeller(tx: Tx, orderId: string) {
  await returnBackByCourier(tx, orderId);
}

/** The seller's check: received refunds at once; a dispute's photos are stored first (removed again if refused). */
export async function checkReturn(
  deps: { db: Db; storage: Storage },
  seller: typeof users.$inferSelect,
  orderId: string,
  check: ReturnCheck,
) {
  await withReturnPhotos(deps.storage, check.outcome === "dispute" ? check.photos : [], (photos) =>
    deps.db.transaction(async (tx) => refund(tx, await checkReturnInTx(tx, seller, orderId, check, photos))),
  );
}

/** The admin's decision on a dispute: one refund, or none (the payout falls due), in the decision's transaction. */
export async function decideDispute(
  db: Db,
  adminId: string,
  id: string,
  input: { decision: ReturnDecision; note: string },
) {
  await db.transaction(async (tx) => refund(tx, await decideDisputeInTx(tx, adminId, id, input)));
  return adminReturnView(db, id);
}

/** The check-timeout job: every return whose 48 hours passed with no answer counts as received and is refunded. */
export async function timeOutReturnChecks(db: Db, batch = 100) {
  let done = 0;
  for (const { id, orderId } of await returnChecksPastDeadline(db, batch)) {
    const closed = await db.transaction(async (tx) => {
      const owed = await timeOutCheckInTx(tx, id, orderId);
      if (owed === false) return false;
      await refund(tx, owed);
      return true;
    });
    if (closed) done += 1;
  }
  return done;
}
