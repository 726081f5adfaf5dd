import type { FastifyBaseLogger } from "fastify";
import { notificationLinks } from "@contract/notifications";
import { ACCEPT_REMINDER_HOURS, acceptByText } from "@contract/orders";
import type { Db } from "../../db/client";
import { loggableError } from "../../lib/database-errors";
import { actionMail } from "../../lib/action-mail";
import type { Mailer } from "../../lib/mailer";
import { createNotification, notificationText } from "../notifications";
import { acceptDeadline } from "./order-views";
import * as repo from "./orders-repo";

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const BATCH = 200;

/**
 * The reminders job: each placed order's seller is told (a notification and a mail) 24 and 6 hours before the
 * automatic cancel, once each. The claim, its mark and the notification commit together; mails go after commit,
 * with no transaction open, so a slow mail server holds no database connection and a rollback sends nothing.
 */
export async function remindSellersToAccept(deps: ReminderDeps) {
  const reminded = await deps.db.transaction(async (tx) => {
    const done = [];
    for (const [i, hoursLeft] of ACCEPT_REMINDER_HOURS.entries()) {
      const until = ACCEPT_REMINDER_HOURS[i + 1] ?? 0;
      for (const order of await repo.claimAcceptReminders(tx, hoursLeft, until, BATCH)) {
        const title = (await repo.findListingOwner(tx, order.productId))?.title ?? "your item";
        const deadline = acceptByText(acceptDeadline(order));
        const link = notificationLinks.order(order.id);
        await createNotification(tx, {
          userId: order.sellerId,
          type: "order_accept_reminder",
          text: notificationText("acceptReminder", {
            orderNumber: order.orderNumber,
            title,
            hoursLeft,
            deadline: acceptDeadline(order),
          }),
          link,
        });
        done.push({ ...order, title, deadline, link, hoursLeft });
      }
    }
    return done;
  });
  for (const r of reminded) {
    try {
      const to = await repo.findSellerContact(deps.db, r.sellerId);
      if (!to) continue;
      const name = to.fullName.split(" ")[0] || "there";
      await deps.mailer.send(
        actionMail(
          to.email,
          `Accept order #${r.orderNumber} within ${r.hoursLeft} hours`,
          [
            `Hi ${name},`,
            `"${r.title}" was bought (order #${r.orderNumber}).`,
            `${r.deadline}, and the buyer is refunded.`,
          ],
          { href: `${deps.publicUrl}${r.link}`, label: "Open the order" },
        ),
      );
    } catch (err) {
      deps.log.warn({ err: loggableError(err) }, "could not send an order reminder mail");
    }
  }
  return reminded.length;
}
