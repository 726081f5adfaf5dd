import type { FastifyBaseLogger } from "fastify";
import { notificationLinks } from "@contract/notifications";
import { formatOrderNumber } from "@contract/order-number";
import type { Db } from "../../db/client";
import { actionMail } from "../../lib/action-mail";
import { loggableError } from "../../lib/database-errors";
import type { Mailer } from "../../lib/mailer";
import { findOrder, findSellerContact } from "./orders-repo";

export interface RateAskDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * After delivery both sides are mailed a link to the rating form, besides the notification the delivery left. Sent
 * after the delivery committed (a delivery happens once, so this does), and a failed mail never undoes it.
 */
export async function mailRateAsks(db: Db, deps: RateAskDeps, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order || order.status !== "delivered") return;
  const href = `${deps.publicUrl}${notificationLinks.rate(orderId)}`;
  const number = formatOrderNumber(order.orderNumber);
  for (const [userId, other] of [
    [order.buyerId, "seller"],
    [order.sellerId, "buyer"],
  ] as const) {
    try {
      const to = await findSellerContact(db, userId);
      if (!to) continue;
      await deps.mailer.send(
        actionMail(
          to.email,
          `How was the ${other}? Rate order ${number}`,
          [
            `Hi ${to.fullName.split(" ")[0] || "there"},`,
            `Order ${number} has been delivered. A rating of the ${other} helps others decide whom to trust.`,
            "Neither of you sees the other's rating until both have rated, or 14 days after delivery.",
          ],
          { href, label: `Rate the ${other}` },
        ),
      );
    } catch (err) {
      deps.log.warn({ err: loggableError(err) }, "could not send a rating request mail");
    }
  }
}
