import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GstReportView } from "@contract/invoices";
import { ApiRequestError, apiRequest } from "@web/lib/api-client";
import { getToken } from "@web/lib/session";

/** GET /api/admin/gst-report?month=YYYY-MM&format=json: the month's invoices and credit notes with their totals. */
const gstReportQuery = (month: string) =>
  queryOptions({
    queryKey: ["/api/admin/gst-report", month],
    queryFn: () => apiRequest<GstReportView>("GET", `/api/admin/gst-report?month=${month}&format=json`),
    staleTime: 60_000,
  });

export const useGstReport = (month: string) => useQuery(gstReportQuery(month));

/** The GST report (month) or the TDS list (quarter) as the CSV file the API answers, saved by the browser. */
export async function downloadTaxCsv(path: string, filename: string) {
  const token = getToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiRequestError(response.status, "Could not download the file");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
