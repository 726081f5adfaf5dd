import type { Db } from "../../db/client";
import { recordAdminAction } from "../admin";
import { adminOrderView, releasePayoutHold as releaseHold } from "../orders";

/**
 * The admin's release of a held payout (a delivery the courier reported with no pickup before it), once they have
 * checked the parcel arrived: audit-logged with the reason it was held. The payouts-due job then owes the seller as
 * for any delivered order whose return window has closed. A repeat, or an order never held, is a 409.
 */
export async function releasePayoutHold(db: Db, adminId: string, id: string) {
  await db.transaction(async (tx) => {
    const reason = await releaseHold(tx, id);
    await recordAdminAction(tx, {
      adminId,
      action: "payout_hold_released",
      entityType: "order",
      entityId: id,
      details: { reason },
    });
  });
  return adminOrderView(db, id);
}
