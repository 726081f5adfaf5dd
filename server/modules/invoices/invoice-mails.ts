import type { FastifyBaseLogger } from "fastify";
import type { Language } from "@contract/language";
import { notificationLinks } from "@contract/notifications";
import { formatOrderNumber } from "@contract/order-number";
import { actionMail, linkIn } from "../../lib/action-mail";
import { loggableError } from "../../lib/database-errors";
import type { Mailer } from "../../lib/mailer";

export interface InvoiceMailDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** Who is mailed that an order's tax invoice is ready: each side's address and first name, if they have an e-mail. */
export interface InvoiceMailee {
  orderId: string;
  orderNumber: number;
  email: string | null;
  name: string;
  side: "buyer" | "seller";
  /** The language they read (users.language): the mail is written in it. */
  language: Language;
}

type Words = { name: string; number: string; side: "buyer" | "seller" };

/** The mail, in each language its reader may read (decision 0046). */
const INVOICE_MAIL: Record<Language, (w: Words) => { subject: string; lines: string[]; label: string }> = {
  en: ({ name, number, side }) => ({
    subject: `Tax invoice for order ${number}`,
    lines: [
      `Hi ${name || "there"},`,
      `Order ${number} is complete. Our GST tax invoice for ${side === "buyer" ? "the platform fee and delivery charge" : "the seller's fee"} is ready to download from the order.`,
    ],
    label: "Download the invoice",
  }),
  hi: ({ name, number, side }) => ({
    subject: `ऑर्डर ${number} का टैक्स इनवॉइस`,
    lines: [
      name ? `नमस्ते ${name},` : "नमस्ते,",
      `ऑर्डर ${number} पूरा हो गया है। ${side === "buyer" ? "प्लेटफ़ॉर्म फ़ीस और डिलीवरी चार्ज" : "विक्रेता फ़ीस"} का हमारा GST टैक्स इनवॉइस ऑर्डर पेज से डाउनलोड किया जा सकता है।`,
    ],
    label: "इनवॉइस डाउनलोड करें",
  }),
};

/**
 * After the completion (the job's transaction commits right after; should it not, the next turn issues again and the
 * link still leads to the order's invoice): each side is mailed that its tax invoice is ready, with a link to the order page
 * where it downloads it (PDF or HTML). A failed mail never undoes the completion.
 */
export async function mailInvoicesIssued(deps: InvoiceMailDeps, mailees: InvoiceMailee[]) {
  for (const m of mailees) {
    if (!m.email) continue;
    const number = formatOrderNumber(m.orderNumber);
    try {
      const { subject, lines, label } = INVOICE_MAIL[m.language]({
        name: m.name.split(" ")[0] ?? "",
        number,
        side: m.side,
      });
      const href = linkIn(deps.publicUrl, m.language, `${notificationLinks.order(m.orderId)}#invoices`);
      await deps.mailer.send(actionMail(m.email, subject, lines, { href, label }, m.language));
    } catch (err) {
      deps.log.warn({ err: loggableError(err) }, "could not send an invoice mail");
    }
  }
}
