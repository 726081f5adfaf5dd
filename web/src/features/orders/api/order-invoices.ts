import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderInvoice } from "@contract/invoices";
import { ApiRequestError, apiRequest } from "@web/lib/api-client";
import { getToken } from "@web/lib/session";
import { ORDERS_KEY_ROOT } from "@web/lib/api/orders";

/** GET /api/orders/{id}/invoices: the tax invoices and credit notes this viewer may download. */
const orderInvoicesQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY_ROOT, orderId, "invoices"],
    queryFn: () => apiRequest<OrderInvoice[]>("GET", `/api/orders/${encodeURIComponent(orderId)}/invoices`),
  });

export const useOrderInvoices = (orderId: string, enabled: boolean) =>
  useQuery({ ...orderInvoicesQuery(orderId), enabled });

/** GET /api/invoices/{id}?format=pdf|html, saved (PDF) or opened in a new tab (HTML); the API needs the bearer token. */
export async function openInvoice(invoice: OrderInvoice, format: "pdf" | "html") {
  const token = getToken();
  const response = await fetch(`/api/invoices/${encodeURIComponent(invoice.id)}?format=${format}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiRequestError(response.status, "Could not download the invoice");
  const url = URL.createObjectURL(await response.blob());
  if (format === "html") {
    window.open(url, "_blank", "noopener");
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return;
  }
  const link = document.createElement("a");
  link.href = url;
  link.download = `dobara-${invoice.number.replaceAll("/", "-")}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
