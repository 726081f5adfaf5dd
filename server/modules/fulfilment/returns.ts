import type { Tx } from "../../db/client";
import {
  adminReturnView,
  decideReturnInTx,
  processReturnByAdmin,
  processReturnByCourier,
  type ReturnRefund,
} from "../orders";
import { creditOrderInvoices } from "../invoices";
import { requestRefund } from "../refunds";
import { bookShipment, type ShippingDeps } from "../shipping";
import { askForReturnPickup } from "./parcel-requests";

/**
 * A return after delivery: the admin's decision (orders), the courier's return pickup asked for in the approval's
 * transaction and booked once committed (a failure is the retry job's), and the refund once the item is back with
 * the seller, whether the admin processes it or the courier's scan does.
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

/** The admin processes an approved return by hand (the return pickup may still be on its way, or there is none). */
export async function processReturn(shipping: Pick<ShippingDeps, "db">, adminId: string, id: string) {
  await shipping.db.transaction(async (tx) => refund(tx, await processReturnByAdmin(tx, adminId, id)));
  return adminReturnView(shipping.db, id);
}

/** The return pickup delivered back to the seller (in the scan's transaction): processed as the admin's would be. */
export async function returnBackWithSeller(tx: Tx, orderId: string) {
  await refund(tx, await processReturnByCourier(tx, orderId));
}
