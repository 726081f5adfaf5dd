import { FileText } from "lucide-react";
import type { OrderInvoice } from "@contract/invoices";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { formatDateIST } from "@web/lib/format";
import { openInvoice, useOrderInvoices } from "../api/order-invoices";
import { useMessages } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";

const KIND = { invoice: "orders.invoice.invoice", credit_note: "orders.invoice.credit_note" } as const;
const FOR = { buyer: "orders.invoice.toBuyer", seller: "orders.invoice.toSeller" } as const;

const paise = (rupees: number) =>
  `₹${rupees.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function InvoiceRow({ invoice, showRecipient }: { invoice: OrderInvoice; showRecipient: boolean }) {
  const t = useMessages(orderMessages);
  const open = (format: "pdf" | "html") =>
    openInvoice(invoice, format).catch(() =>
      toast({
        title: t("orders.invoice.downloadFailed"),
        description: t("orders.tryAgain"),
        variant: "destructive",
      }),
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="invoice-row">
      <span className="min-w-0 text-sm">
        <span className="block font-semibold text-slate-900">
          {t(KIND[invoice.kind])} {invoice.number}
        </span>
        <span className="block text-slate-600">
          {t("orders.invoice.total", {
            date: formatDateIST(invoice.issuedAt, t.language),
            amount: paise(invoice.total),
          })}
          {showRecipient && t(FOR[invoice.recipient])}
        </span>
      </span>
      <span className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => void open("pdf")}>
          {t("orders.invoice.pdf")}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void open("html")}>
          {t("orders.invoice.view")}
        </Button>
      </span>
    </li>
  );
}

/**
 * The order's GST tax invoices (and any credit notes) for Dobara's fees and delivery charge, issued once the sale is
 * complete; the buyer sees theirs, the seller theirs, an admin both.
 */
export function OrderInvoices({ orderId, viewer, delivered }: { orderId: string; viewer: string; delivered: boolean }) {
  const t = useMessages(orderMessages);
  const query = useOrderInvoices(orderId, delivered);
  if (!delivered) return null;
  return (
    <div id="invoices">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <FileText className="size-4" aria-hidden /> {t("orders.invoice.heading")}
      </h3>
      {query.isPending && <div className="mt-2 h-10 animate-pulse rounded-lg bg-slate-100" />}
      {query.isError && <p className="mt-2 text-sm text-red-700">{t("orders.invoice.loadFailed")}</p>}
      {query.data?.length === 0 && <p className="mt-1 text-sm text-slate-600">{t("orders.invoice.none")}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="mt-1 divide-y divide-slate-100">
          {query.data.map((inv) => (
            <InvoiceRow key={inv.id} invoice={inv} showRecipient={viewer === "admin"} />
          ))}
        </ul>
      )}
    </div>
  );
}
