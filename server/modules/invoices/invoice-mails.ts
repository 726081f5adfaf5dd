import type { FastifyBaseLogger } from "fastify";
import { notificationLinks } from "@contract/notifications";
import { formatOrderNumber } from "@contract/order-number";
import { actionMail } from "../../lib/action-mail";
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
}

const WHAT = { buyer: "the platform fee and delivery charge", seller: "the seller's fee" } as const;

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
      await deps.mailer.send(
        actionMail(
          m.email,
          `Tax invoice for order ${number}`,
          [
            `Hi ${m.name.split(" ")[0] || "there"},`,
            `Order ${number} is complete. Our GST tax invoice for ${WHAT[m.side]} is ready to download from the order.`,
          ],
          { href: `${deps.publicUrl}${notificationLinks.order(m.orderId)}#invoices`, label: "Download the invoice" },
        ),
      );
    } catch (err) {
      deps.log.warn({ err: loggableError(err) }, "could not send an invoice mail");
    }
  }
}
