import type { FastifyBaseLogger } from "fastify";
import type { Language } from "@contract/language";
import { notificationLinks } from "@contract/notifications";
import { formatOrderNumber } from "@contract/order-number";
import type { Db } from "../../db/client";
import { actionMail, linkIn } from "../../lib/action-mail";
import { loggableError } from "../../lib/database-errors";
import type { Mailer } from "../../lib/mailer";
import { findOrder, findSellerContact } from "./orders-repo";

export interface RateAskDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

type Other = "buyer" | "seller";

/** The rating request, in each language its reader may read (decision 0046). */
const RATE_ASK: Record<
  Language,
  (p: { name: string; number: string; other: Other }) => {
    subject: string;
    lines: string[];
    label: string;
  }
> = {
  en: ({ name, number, other }) => ({
    subject: `How was the ${other}? Rate order ${number}`,
    lines: [
      `Hi ${name || "there"},`,
      `Order ${number} has been delivered. A rating of the ${other} helps others decide whom to trust.`,
      "Neither of you sees the other's rating until both have rated, or 14 days after delivery.",
    ],
    label: `Rate the ${other}`,
  }),
  hi: ({ name, number, other }) => {
    const who = other === "buyer" ? "खरीदार" : "विक्रेता";
    return {
      subject: `${who} कैसा रहा? ऑर्डर ${number} को रेटिंग दें`,
      lines: [
        name ? `नमस्ते ${name},` : "नमस्ते,",
        `ऑर्डर ${number} डिलीवर हो गया है। ${who} की रेटिंग से दूसरों को यह तय करने में मदद मिलती है कि किस पर भरोसा करें।`,
        "जब तक दोनों रेटिंग न दे दें, या डिलीवरी के 14 दिन पूरे न हो जाएँ, कोई भी दूसरे की रेटिंग नहीं देखता।",
      ],
      label: `${who} को रेटिंग दें`,
    };
  },
};

/**
 * After delivery both sides are mailed a link to the rating form, besides the notification the delivery left. Sent
 * after the delivery committed (a delivery happens once, so this does), and a failed mail never undoes it.
 */
export async function mailRateAsks(db: Db, deps: RateAskDeps, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order || order.status !== "delivered") return;
  const number = formatOrderNumber(order.orderNumber);
  for (const [userId, other] of [
    [order.buyerId, "seller"],
    [order.sellerId, "buyer"],
  ] as const) {
    try {
      const to = await findSellerContact(db, userId);
      if (!to) continue;
      const { subject, lines, label } = RATE_ASK[to.language]({ name: to.fullName.split(" ")[0] ?? "", number, other });
      const href = linkIn(deps.publicUrl, to.language, notificationLinks.rate(orderId));
      await deps.mailer.send(actionMail(to.email, subject, lines, { href, label }, to.language));
    } catch (err) {
      deps.log.warn({ err: loggableError(err) }, "could not send a rating request mail");
    }
  }
}
