import { apiRequest } from "@web/lib/api-client";

/** base64url text to the bytes pushManager.subscribe takes as the application server key. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/**
 * Subscribes this browser to push with the server's public key (GET /api/push/public-key) and gives the server the
 * subscription (POST /api/push/subscriptions). A subscription the browser already holds is given again: the server
 * updates its row, so a device that signed in as someone else now gets their notifications.
 */
export async function subscribeDevice() {
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(
        (await apiRequest<{ publicKey: string }>("GET", "/api/push/public-key")).publicKey,
      ),
    }));
  await apiRequest("POST", "/api/push/subscriptions", subscription.toJSON() as Record<string, unknown>);
}
