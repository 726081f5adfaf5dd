import type { FastifyBaseLogger } from "fastify";
import type { Language } from "@contract/language";
import { notificationLinks, orderIdOfLink } from "@contract/notifications";
import { ACCEPT_REMINDER_HOURS, acceptByText } from "@contract/orders";
import type { Db } from "../../db/client";
import { loggableError } from "../../lib/database-errors";
import { actionMail, linkIn } from "../../lib/action-mail";
import type { Mailer } from "../../lib/mailer";
import { createNotification, deadlineInHindi, notificationText, type Outgoing } from "../notifications";
import { acceptDeadline } from "./order-views";
import * as repo from "./orders-repo";

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const BATCH = 200;
/** The last reminder before the automatic cancel: the one that also goes by SMS when nothing else reached. */
const LAST_REMINDER_HOURS = Math.min(...ACCEPT_REMINDER_HOURS);

type Reminder = { name: string; orderNumber: number; title: string; hoursLeft: number; deadline: Date };

/** The reminder mail, in each language its reader may read (decision 0046). */
const REMINDER_MAIL: Record<Language, (r: Reminder) => { subject: string; lines: string[]; label: string }> = {
  en: (r) => ({
    subject: `Accept order #${r.orderNumber} within ${r.hoursLeft} hours`,
    lines: [
      `Hi ${r.name || "there"},`,
      `"${r.title}" was bought (order #${r.orderNumber}).`,
      `${acceptByText(r.deadline)}, and the buyer is refunded.`,
    ],
    label: "Open the order",
  }),
  hi: (r) => ({
    subject: `${r.hoursLeft} घंटे के अंदर ऑर्डर #${r.orderNumber} स्वीकार करें`,
    lines: [
      r.name ? `नमस्ते ${r.name},` : "नमस्ते,",
      `"${r.title}" खरीदा गया है (ऑर्डर #${r.orderNumber})।`,
      `${deadlineInHindi(r.deadline)} तक स्वीकार करें, नहीं तो बिक्री रद्द हो जाएगी और खरीदार को रिफ़ंड मिल जाएगा।`,
    ],
    label: "ऑर्डर खोलें",
  }),
};

/**
 * The reminders job: each placed order's seller is told (a notification and a mail) 24 and 6 hours before the
 * automatic cancel, once each; the last one by SMS too when push and WhatsApp did not reach (decision 0048). The claim, its mark and the notification commit together; mails go after commit,
 * with no transaction open, so a slow mail server holds no database connection and a rollback sends nothing.
 */
export async function remindSellersToAccept(deps: ReminderDeps) {
  const reminded = await deps.db.transaction(async (tx) => {
    const done = [];
    for (const [i, hoursLeft] of ACCEPT_REMINDER_HOURS.entries()) {
      const until = ACCEPT_REMINDER_HOURS[i + 1] ?? 0;
      for (const order of await repo.claimAcceptReminders(tx, hoursLeft, until, BATCH)) {
        const title = (await repo.findListingOwner(tx, order.productId))?.title ?? "your item";
        const deadline = acceptDeadline(order);
        const link = notificationLinks.order(order.id);
        await createNotification(tx, {
          userId: order.sellerId,
          type: "order_accept_reminder",
          text: notificationText("acceptReminder", {
            orderNumber: order.orderNumber,
            title,
            hoursLeft,
            deadline,
          }),
          link,
          smsFallback: hoursLeft === LAST_REMINDER_HOURS,
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
      const { subject, lines, label } = REMINDER_MAIL[to.language]({ ...r, name: to.fullName.split(" ")[0] ?? "" });
      const href = linkIn(deps.publicUrl, to.language, r.link);
      await deps.mailer.send(actionMail(to.email, subject, lines, { href, label }, to.language));
    } catch (err) {
      deps.log.warn({ err: loggableError(err) }, "could not send an order reminder mail");
    }
  }
  return reminded.length;
}

/**
 * What the SMS channel says of a reminder at send time: its order's number and deadline while the order still waits to
 * be accepted; undefined once it was accepted or cancelled in the grace before the SMS, so no SMS goes.
 */
export async function reminderStillDue(db: Db, outgoing: Pick<Outgoing, "link" | "userId">) {
  const orderId = orderIdOfLink(outgoing.link);
  const order = orderId ? await repo.findOrder(db, orderId) : undefined;
  if (order?.status !== "placed" || order.sellerId !== outgoing.userId) return undefined;
  return { orderNumber: order.orderNumber, deadline: acceptDeadline(order) };
}
