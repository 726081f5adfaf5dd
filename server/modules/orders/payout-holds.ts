import { ORDER_MESSAGES } from "@contract/orders";
import type { Db } from "../../db/client";
import { conflict } from "../../lib/errors";
import { recordAdminAction } from "../admin";
import { withLockedOrder } from "./order-locks";
import { toAdminView } from "./order-views";
import * as repo from "./orders-repo";

/**
 * The admin's release of a held payout (a delivery the courier reported with no pickup before it), once they have
 * checked the parcel arrived: audit-logged with the reason it was held. The payouts job then owes the seller as for
 * any delivered order whose return window has closed. A repeat, or an order never held, is a 409.
 */
export async function releasePayoutHold(db: Db, adminId: string, id: string) {
  await db.transaction((tx) =>
    withLockedOrder(tx, id, undefined, async (order) => {
      if (!order.payoutHold || !(await repo.releasePayoutHold(tx, id))) throw conflict(ORDER_MESSAGES.payoutNotHeld);
      await recordAdminAction(tx, {
        adminId,
        action: "payout_hold_released",
        entityType: "order",
        entityId: id,
        details: { reason: order.payoutHold },
      });
    }),
  );
  return toAdminView((await repo.findOrderView(db, id))!);
}
