import { subscribeDevice } from "./subscribe-device";

/** Whether this browser can take push at all (an iPhone's Safari only once the site is added to the home screen). */
export function pushAvailable() {
  return (
    typeof window !== "undefined" && "Notification" in window && "serviceWorker" in navigator && "PushManager" in window
  );
}

/**
 * Asks the browser's own question and, once allowed, subscribes this device. Answers the permission given, so the
 * caller says the right thing; a failed subscription throws.
 */
export async function allowPush(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission === "granted") await subscribeDevice();
  return permission;
}

/**
 * Whether this browser already holds a push subscription. `getRegistration` rather than `ready`: without a service
 * worker `ready` never settles, and the answer is simply no.
 */
async function hasPushSubscription() {
  if (!pushAvailable() || Notification.permission !== "granted") return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

/**
 * This browser's push state for a settings screen: `on` (subscribed), `off` (can be asked), `blocked` (the person
 * refused; only the browser's site settings undo it) or `unavailable`.
 */
export type PushDeviceState = "on" | "off" | "blocked" | "unavailable";

export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!pushAvailable()) return "unavailable";
  if (Notification.permission === "denied") return "blocked";
  return (await hasPushSubscription().catch(() => false)) ? "on" : "off";
}
