import type { PushPayload } from "@contract/push";

/**
 * What the service worker does with a push (web/sw/sw.ts), apart so it can be tested without one: read the payload
 * our server encrypted (docs/providers/web-push.md#payload), and on a tap open the notification's page.
 */

/** The payload as the server sends it; anything else (an empty push, a stranger's text) shows nothing of ours. */
export function readPushPayload(text: string | undefined): PushPayload | undefined {
  if (!text) return undefined;
  try {
    const p = JSON.parse(text) as Partial<PushPayload>;
    if (typeof p.title !== "string" || typeof p.link !== "string" || typeof p.deliveryId !== "string") return undefined;
    return {
      title: p.title,
      body: typeof p.body === "string" ? p.body : "",
      icon: typeof p.icon === "string" ? p.icon : "/icons/icon-192.png",
      link: p.link,
      deliveryId: p.deliveryId,
    };
  } catch {
    return undefined;
  }
}

/** The page a notification opens: its link on our own origin, never elsewhere (a link is a path). */
export function linkTarget(link: unknown, origin: string): string {
  try {
    const url = new URL(typeof link === "string" ? link : "/", origin);
    return url.origin === origin ? url.href : new URL("/", origin).href;
  } catch {
    return new URL("/", origin).href;
  }
}

/** The parts of the service worker's Clients this needs (the DOM library has no worker types). */
interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface ClientsLike {
  matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** Browsers allow focus only inside a real tap; a refused focus still leaves the page where it should be. */
const tryFocus = (client: WindowLike) => client.focus().catch(() => undefined);

/**
 * A tap on a notification: a tab already at that exact page comes to the front; else one of our tabs goes there
 * (rather than a second copy of the app on a phone); else a new window opens at it.
 */
export async function openNotificationLink(clients: ClientsLike, target: string): Promise<void> {
  const open = await clients.matchAll({ type: "window", includeUncontrolled: true });
  const exact = open.find((c) => c.url === target);
  if (exact) return void (await tryFocus(exact));
  for (const client of open) {
    try {
      await client.navigate(target);
      return void (await tryFocus(client));
    } catch {
      // Not controlled by this worker (opened before it took over): try the next, or a new window.
    }
  }
  await clients.openWindow(target);
}
