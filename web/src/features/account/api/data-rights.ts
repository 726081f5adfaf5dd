import { useMutation } from "@tanstack/react-query";
import type { AccountMessage } from "@contract/account";
import type { AccountBlocker, DeleteAccountInput } from "@contract/privacy";
import { ApiRequestError, apiRequest } from "@web/lib/api-client";
import { clearSession } from "@web/lib/session";
import { forgetBrowsing } from "@web/lib/forget-browsing";

/** GET /api/auth/data-export, saved as the JSON file the server names (one an hour; a 429 says when). */
async function downloadMyData() {
  const data = await apiRequest<{ exportedAt: string }>("GET", "/api/auth/data-export");
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), {
    href: url,
    download: `dobara-my-data-${data.exportedAt.slice(0, 10)}.json`,
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

/** POST /api/auth/delete-account. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (input: DeleteAccountInput) => apiRequest<AccountMessage>("POST", "/api/auth/delete-account", input),
  });

/** After an erasure every session has ended: this device forgets the person and what they looked at. */
export async function forgetErasedAccount() {
  clearSession();
  await forgetBrowsing();
}

/** What must finish before the account can go, from a 409's details. */
export function blockersOf(err: unknown): AccountBlocker[] {
  if (!(err instanceof ApiRequestError) || err.status !== 409) return [];
  const details = err.details as { blockers?: AccountBlocker[] } | undefined;
  return details?.blockers ?? [];
}
