import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { notificationTab, type Notification } from "@contract/notifications";
import { getToken } from "@web/lib/session";
import { notificationsQuery } from "./notifications-api";
import { OFFERS_KEY_ROOT } from "@web/lib/api/offer-keys";
import { ORDERS_KEY_ROOT } from "@web/lib/api/orders";

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** After this many failed tries in a row the bell polls until a stream opens again (decision 0010). */
const FAILURES_BEFORE_POLLING = 3;
export const POLL_MS = 30_000;

/** Calls `onFrame` with each `event: notification` payload of an SSE body. */
async function readEvents(body: ReadableStream<Uint8Array>, onFrame: (data: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const lines = frame.split("\n");
      if (!lines.includes("event: notification")) continue;
      const data = lines
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n");
      if (data) onFrame(data);
    }
  }
}

/**
 * Keeps the bell live on every open page: a Server-Sent Events stream read with fetch (the token goes in the
 * Authorization header), reconnecting with backoff; answers whether the bell should poll instead for now.
 * Each new notification refreshes the list and whatever offer lists are cached (they change with it).
 */
export function useLiveNotifications(userId: string | undefined): { polling: boolean } {
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(false);

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onNotification = (data: string) => {
      let notification: Notification;
      try {
        notification = JSON.parse(data) as Notification;
      } catch {
        return;
      }
      void queryClient.invalidateQueries({ queryKey: notificationsQuery(userId).queryKey });
      // A notification about an offer changes the offer lists, whichever feature shows them.
      if (notification.type.startsWith("offer_") || notification.type === "counter_offer_received") {
        void queryClient.invalidateQueries({ queryKey: OFFERS_KEY_ROOT });
      } else if (notificationTab(notification.type) === "orders") {
        void queryClient.invalidateQueries({ queryKey: ORDERS_KEY_ROOT });
        // A paid offer now names its order.
        if (notification.type === "order_placed") void queryClient.invalidateQueries({ queryKey: OFFERS_KEY_ROOT });
      }
    };

    const connect = async () => {
      const token = getToken();
      if (!token || controller.signal.aborted) return;
      try {
        const response = await fetch("/api/notifications/stream", {
          headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        failures = 0;
        setPolling(false);
        // Anything that arrived while the stream was down.
        void queryClient.invalidateQueries({ queryKey: notificationsQuery(userId).queryKey });
        await readEvents(response.body, onNotification);
      } catch {
        if (controller.signal.aborted) return;
      }
      failures += 1;
      if (failures >= FAILURES_BEFORE_POLLING) setPolling(true);
      const delay = Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), MAX_RETRY_MS);
      timer = setTimeout(() => void connect(), delay);
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [userId, queryClient]);

  return { polling };
}
