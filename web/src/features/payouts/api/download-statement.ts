import { ApiRequestError } from "@web/lib/api-client";
import { getToken } from "@web/lib/session";

/** GET /api/payouts/statement?month=YYYY-MM as a CSV file the browser saves (the API needs the bearer token). */
export async function downloadStatement(month: string) {
  const token = getToken();
  const response = await fetch(`/api/payouts/statement?month=${encodeURIComponent(month)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiRequestError(response.status, "Could not download the statement");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `dobara-payouts-${month}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
